// The async boundary lets Module Federation negotiate shared modules (React and friends) before any of them run.
// They start in three tasks, React's DOM renderer, the ui package and then the store's own code: in one,
// they would hold a phone's main thread for about 150 ms. (The gateway preloads every file of all three
// with the page, so no step waits for a download.)
function start(): Promise<unknown> {
  return import('react-dom/client')
    .then(nextTask)
    .then(() => import('@storefront/ui'))
    .then(nextTask)
    .then(() => import('./bootstrap'));
}

// Without these files there is no store to show. One that failed (a dropped connection) is fetched again
// by loading the page once more: webpack keeps a shared library that failed as failed for the life of the
// page, so only a new page asks for it again. If that fails too, the page says what happened and offers
// to try again.
const RELOADED_AT = 'maple-market-reloaded-at';
start()
  .then(() => sessionStorageOrNull()?.removeItem(RELOADED_AT))
  .catch((err: unknown) => {
    const storage = sessionStorageOrNull();
    const reloadedAt = Number(storage?.getItem(RELOADED_AT));
    if (storage && !(Date.now() - reloadedAt < 60_000)) {
      console.warn('The store did not load; loading the page once more', err);
      try {
        storage.setItem(RELOADED_AT, String(Date.now()));
        window.location.reload();
        return;
      } catch {
        // Full storage: without its mark the page could reload for ever, so it says so at once.
      }
    }
    console.error('The store could not load', err);
    showLoadFailure();
  });

/** The tab's session storage, or null where the browser refuses it (then the page does not reload by itself). */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** In the page's language (the gateway writes it into <html lang>), since the store's texts did not load. */
function showLoadFailure(): void {
  const french = document.documentElement.lang.startsWith('fr');
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:32rem;margin:48px auto;padding:0 16px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#0f1111';
  const message = document.createElement('p');
  message.textContent = french
    ? 'Maple Market n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.'
    : 'Maple Market could not load. Check your connection, then try again.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = french ? 'Réessayer' : 'Try again';
  button.style.cssText = 'font:inherit;padding:8px 16px;border:1px solid #a88734;border-radius:4px;background:#f0c14b;color:#0f1111';
  button.addEventListener('click', () => window.location.reload());
  box.append(message, button);
  // First: over a page the gateway drew (its products are there, but nothing on it works without the store).
  root.prepend(box);
}

/** A new task that goes ahead of other queued work where the browser can say so (scheduler.yield), so the
 * store's code does not wait behind the page's loading work. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
