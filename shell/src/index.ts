// The async boundary lets Module Federation negotiate shared modules (React and friends) before any of them run.
// React's DOM renderer is made ready in a task of its own, then the store's code in the next: together
// they were one task that held a phone's main thread for about 150 ms. (The gateway preloads every file
// of both with the page, so the second step waits for no download.)
void import('react-dom/client').then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(() => import('./bootstrap'));
