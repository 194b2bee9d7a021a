import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type CartModule, setRemoteModuleLoader } from '@storefront/ui';
import { createApp } from './App';
import { loadRemoteModule, tryLoadRemoteModule } from './remotes';
import type { RemoteName } from '@storefront/contracts/shop';

// Pages in one remote reach modules of another (the cart) through the shell's loader.
setRemoteModuleLoader((remote, module) => loadRemoteModule(remote as RemoteName, module));

// The cart's state wraps every page (the badge, add-to-cart buttons), so it is loaded first; if its
// remote is down the store still opens, without a cart.
async function start() {
  const cart = await tryLoadRemoteModule<{ default: CartModule }>('cart', './cart');
  const App = createApp(cart?.default ?? null);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
