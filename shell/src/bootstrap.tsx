import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type CartModule, setRemoteModuleLoader } from '@storefront/ui';
import { createApp } from './App';
import { loadRemoteModule, tryLoadRemoteModule } from './remotes';
import type { RemoteName } from '@storefront/contracts/shop';

// Pages in one remote reach modules of another (the cart) through the shell's loader.
setRemoteModuleLoader((remote, module) => loadRemoteModule(remote as RemoteName, module));

// The cart's state wraps every page (the badge, add-to-cart buttons), so the store waits a moment for
// it. If its remote is slow the store opens without a cart and gains it when it arrives; if it is down
// the store works without one.
const CART_WAIT_MS = 1500;

async function start() {
  const root = createRoot(document.getElementById('root')!);
  const App = createApp();
  const render = (cart: CartModule | null) =>
    root.render(
      <StrictMode>
        <App cart={cart} />
      </StrictMode>,
    );
  const cart = tryLoadRemoteModule<{ default: CartModule }>('cart', './cart');
  const first = await Promise.race([cart, new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), CART_WAIT_MS))]);
  if (first !== 'slow') return render(first?.default ?? null);
  render(null);
  const late = await cart;
  if (late) render(late.default);
}

void start();
