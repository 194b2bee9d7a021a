// Used only when this remote runs on its own (npm run dev -w mf-catalog); the shell loads remoteEntry.js.
void import('./standalone');
