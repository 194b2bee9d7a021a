import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  type CartSlot,
  fetchCategories,
  isCategoryList,
  rememberCategories,
  rememberFirstAnswer,
  startFirstAnswers,
  translationsIn,
} from '@storefront/ui';
import { FIRST_VIEW_ANSWERS_ID, pageDataPaths } from '@storefront/contracts/pages';
import { CATEGORIES_PATH } from '@storefront/contracts/shop';
import { createApp } from './App';
import { countVisit } from './visits';
import { loadCartSlot } from './cart';
import { FirstViewHandOver, followFirstView } from './first-view-hand-over';
import { pageReady, startLoadingPageAt } from './RemotePage';

// The cart serves every page (the badge, add-to-cart buttons), so the store waits a moment for it. If
// its remote is slow the store opens without a cart and gains it when it arrives; if it is down or
// fails the store works without one.
const CART_WAIT_MS = 1500;
// The page's own first answers (its products) are waited for a little longer than the frame's: when they
// are here, the page is drawn with them at once; a slow search is not worth holding the whole frame for.
const PAGE_DATA_WAIT_MS = 300;

/** The answers the gateway drew the page's first view with (written in the HTML beside it): the store's
 * first drawing starts from them, so it draws what the view shows and asks the catalogue nothing. That
 * drawing takes the root's place, the view and its styles with it (gateway/src/pages/first-view.ts). */
function rememberFirstViewAnswers(): boolean {
  const element = document.getElementById(FIRST_VIEW_ANSWERS_ID);
  if (!element?.textContent) return false;
  element.remove();
  let answers: unknown;
  try {
    answers = JSON.parse(element.textContent);
  } catch {
    return false; // the page asks for them
  }
  if (typeof answers !== 'object' || answers === null) return false;
  for (const [path, data] of Object.entries(answers)) {
    if (path !== CATEGORIES_PATH) rememberFirstAnswer(path, data);
    else if (isCategoryList(data)) rememberCategories(data.categories);
  }
  return true;
}

async function start() {
  const drawnAlready = rememberFirstViewAnswers();
  // Over a first view, the first drawing waits for the page's module too: drawn without it, the page
  // would show "Loading..." where the view showed its products.
  const pageModule = drawnAlready ? pageReady(window.location.pathname).catch(() => undefined) : undefined;
  startLoadingPageAt(window.location.pathname);
  // What the address says the page will ask for (the gateway preloaded the same requests with the HTML).
  const pageData = startFirstAnswers(
    pageDataPaths(window.location.pathname, window.location.search).filter((path) => path !== CATEGORIES_PATH),
  );
  // A page that opens in French gets the frame's French messages first (English needs no wait).
  await translationsIn();
  const container = document.getElementById('root')!;
  if (drawnAlready) followFirstView(container);
  const root = createRoot(container);
  const App = createApp();
  // Drawn as a transition: React draws the page in slices, so the first paint is not one long task.
  const app = (cart: CartSlot) => <App cart={cart} />;
  const render = (cart: CartSlot) =>
    startTransition(() =>
      root.render(
        <StrictMode>{drawnAlready ? <FirstViewHandOver root={container}>{app(cart)}</FirstViewHandOver> : app(cart)}</StrictMode>,
      ),
    );
  const cart = loadCartSlot();
  // The category menu's list (preloaded with the page) is waited for in the same moment: drawn with the
  // first paint, it does not push the page down when it comes.
  const categories = fetchCategories().catch(() => undefined);
  const pageDataOrLater = Promise.race([pageData, new Promise<void>((resolve) => setTimeout(resolve, PAGE_DATA_WAIT_MS))]);
  const first = await Promise.race([
    Promise.all([cart, categories, pageDataOrLater, pageModule]).then(([slot]) => slot),
    new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), CART_WAIT_MS)),
  ]);
  countVisit();
  if (first !== 'slow') return render(first);
  render({ status: 'loading', arrival: cart });
  render(await cart);
}

void start();
