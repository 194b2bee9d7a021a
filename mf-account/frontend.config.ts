import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExposedModule } from '@storefront/contracts/shop';
import type { FrontendApp } from '@storefront/frontend-build';

const app: FrontendApp = {
  name: 'mf_account',
  kind: 'remote',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3002,
  // Exactly the modules of this remote's contract (REMOTE_MODULES in the contracts): the shell loads them by these names.
  exposes: {
    './Register': './src/pages/Register.tsx',
    './Login': './src/pages/Login.tsx',
    './ForgotPassword': './src/pages/ForgotPassword.tsx',
    './ResetPassword': './src/pages/ResetPassword.tsx',
    './VerifyEmail': './src/pages/VerifyEmail.tsx',
    './Account': './src/pages/Account.tsx',
    './Profile': './src/pages/Profile.tsx',
    './ChangePassword': './src/pages/ChangePassword.tsx',
    './Addresses': './src/pages/Addresses.tsx',
    './AddressForm': './src/pages/AddressForm.tsx',
    './Wishlist': './src/pages/Wishlist.tsx',
    './History': './src/pages/History.tsx',
    './PaymentMethods': './src/pages/PaymentMethods.tsx',
  } satisfies Record<ExposedModule<'account'>, string>,
};
export default app;
