// The async boundary lets Module Federation negotiate shared modules (React and friends) before any of them run.
// They start in three tasks, React's DOM renderer, the ui package and then the store's own code: in one,
// they held a phone's main thread for about 150 ms. (The gateway preloads every file of all three with
// the page, so no step waits for a download.)
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('@storefront/ui'))
  .then(nextTask)
  .then(() => import('./bootstrap'));

/** A new task that goes ahead of other queued work where the browser can say so (scheduler.yield), so the
 * store's code does not wait behind the page's loading work. (Cold loads taking turns with the one-task
 * start: the first product card the same within the noise, 698 ms against 678 ms at the median.) */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
