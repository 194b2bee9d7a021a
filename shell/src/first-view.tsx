// The shell's server side: it draws a page's first view, the frame and the page, with the shell's and the
// remotes' own components, so the gateway can send a visitor the page's products in its HTML. The frontend
// build bundles it for Node with the remotes' modules it draws (shell/dist-server/first-view.mjs). The
// browser then starts the store as it always does, from the answers the view was drawn with, and its
// first drawing takes the view's place in one step (the same markup, so nothing moves). Without it, a
// phone saw the top bar alone until every script had arrived and React had drawn the page.
//
// Not hydrated: styled-components numbers its components in the order they are made, which is not the
// same in this bundle as in the browser's federated chunks, so their class names can differ. The browser
// draws its own page, with its own styles, and the view goes, its styles with it.

import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { CATEGORIES_PATH } from '@storefront/contracts/shop';
import {
  FIRST_VIEW_PAGES,
  FIRST_VIEW_STYLES_ATTRIBUTE,
  type FirstView,
  type FirstViewRenderer,
  type FirstViewRequest,
  isRedirect,
  matchStorePage,
} from '@storefront/contracts/pages';
import {
  type CartSlot,
  CartSlotContext,
  forgetCategories,
  forgetFirstAnswer,
  i18n,
  isCategoryList,
  rememberCategories,
  rememberFirstAnswer,
  translationsIn,
} from '@storefront/ui';
import { StoreRoutes, routes } from './App';
import { pageReady } from './RemotePage';
import { type RemoteModuleLoaders, loadRemotesFrom } from './remotes';

/** The cart as the store shows it while its remote is on its way: Add to Cart drawn but not yet working
 * (disabled, and titled so), the badge without a count. The view cannot take a click before the store
 * has started; the store's own drawing, which takes its place, has the cart. */
const CART_ON_ITS_WAY: CartSlot = { status: 'loading', arrival: new Promise<never>(() => {}) };

const list = routes();

/** The renderer, with the remotes' modules it draws (the catalogue's pages: what the build bundled beside
 * this, as the releases named in `builtWith`). */
export function firstViewRenderer(remotes: RemoteModuleLoaders, builtWith: FirstViewRenderer['builtWith']): FirstViewRenderer {
  loadRemotesFrom(remotes);
  return { builtWith, drawFirstView };
}

async function drawFirstView({ path, search, language, answers }: FirstViewRequest): Promise<FirstView | undefined> {
  const match = matchStorePage(path);
  if (!match || isRedirect(match.route) || !FIRST_VIEW_PAGES.has(match.route.path)) return undefined;
  // The page's module, loaded once for the process; the page's language's messages.
  await pageReady(path);
  await translationsIn(language);
  const categories = answers[CATEGORIES_PATH];
  // Drawn in one synchronous step from here: the answers and the language are the module's shared state
  // for that step only, so pages drawn at the same time cannot see each other's.
  i18n.changeLanguage(language);
  if (isCategoryList(categories)) rememberCategories(categories.categories);
  for (const [answerPath, data] of Object.entries(answers)) rememberFirstAnswer(answerPath, data);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <CartSlotContext.Provider value={CART_ON_ITS_WAY}>
          <StaticRouter location={`${path}${search}`}>
            <StoreRoutes list={list} />
          </StaticRouter>
        </CartSlotContext.Provider>,
      ),
    );
    // The same rules in an element of its own, which styled-components in the browser leaves alone.
    const css = sheet.instance.toString();
    return { html, styles: `<style ${FIRST_VIEW_STYLES_ATTRIBUTE}>${css.replace(/<\/style/gi, '<\\/style')}</style>` };
  } finally {
    sheet.seal();
    for (const answerPath of Object.keys(answers)) forgetFirstAnswer(answerPath);
    forgetCategories();
  }
}
