// The async boundary lets Module Federation negotiate shared modules (React and friends) before any of them run.
void import('./bootstrap');
