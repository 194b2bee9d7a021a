import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type CartSlot, fetchCategories, translationsIn } from '@storefront/ui';
import { createApp } from './App';
import { loadCartSlot } from './cart';
import { startLoadingPageAt } from './RemotePage';

// The cart serves every page (the badge, add-to-cart buttons), so the store waits a moment for it. If
// its remote is slow the store opens without a cart and gains it when it arrives; if it is down or
// fails the store works without one.
const CART_WAIT_MS = 1500;

async function start() {
  startLoadingPageAt(window.location.pathname);
  // A page that opens in French gets the frame's French messages first (English needs no wait).
  await translationsIn();
  const root = createRoot(document.getElementById('root')!);
  const App = createApp();
  // Drawn as a transition: React draws the page in slices, so the first paint is not one long task.
  const render = (cart: CartSlot) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App cart={cart} />
        </StrictMode>,
      ),
    );
  const cart = loadCartSlot();
  // The category menu's list (preloaded with the page) is waited for in the same moment: drawn with the
  // first paint, it does not push the page down when it comes.
  const categories = fetchCategories().catch(() => undefined);
  const first = await Promise.race([
    Promise.all([cart, categories]).then(([slot]) => slot),
    new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), CART_WAIT_MS)),
  ]);
  if (first !== 'slow') return render(first);
  render({ status: 'loading', arrival: cart });
  render(await cart);
}

void start();
