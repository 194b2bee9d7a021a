import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type CartSlot, fetchCategories, startFirstAnswers, translationsIn } from '@storefront/ui';
import { pageDataPaths } from '@storefront/contracts/pages';
import { CATEGORIES_PATH } from '@storefront/contracts/shop';
import { createApp } from './App';
import { loadCartSlot } from './cart';
import { startLoadingPageAt } from './RemotePage';

// The cart serves every page (the badge, add-to-cart buttons), so the store waits a moment for it. If
// its remote is slow the store opens without a cart and gains it when it arrives; if it is down or
// fails the store works without one.
const CART_WAIT_MS = 1500;
// The page's own first answers (its products) are waited for a little longer than the frame's: when they
// are here, the page is drawn with them at once; a slow search is not worth holding the whole frame for.
const PAGE_DATA_WAIT_MS = 300;

async function start() {
  startLoadingPageAt(window.location.pathname);
  // What the address says the page will ask for (the gateway preloaded the same requests with the HTML).
  const pageData = startFirstAnswers(
    pageDataPaths(window.location.pathname, window.location.search).filter((path) => path !== CATEGORIES_PATH),
  );
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
  const pageDataOrLater = Promise.race([pageData, new Promise<void>((resolve) => setTimeout(resolve, PAGE_DATA_WAIT_MS))]);
  const first = await Promise.race([
    Promise.all([cart, categories, pageDataOrLater]).then(([slot]) => slot),
    new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), CART_WAIT_MS)),
  ]);
  if (first !== 'slow') return render(first);
  render({ status: 'loading', arrival: cart });
  render(await cart);
}

void start();
