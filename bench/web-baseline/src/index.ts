// The same async boundary as the store's shell: Module Federation settles the shared libraries first.
void import('./bootstrap');
