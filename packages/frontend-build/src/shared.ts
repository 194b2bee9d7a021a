import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function versionOf(pkg: string): string {
  // Resolved from the ui package, which depends on the whole shared set.
  const uiDir = require.resolve('@storefront/ui/package.json');
  const resolved = createRequire(uiDir).resolve(`${pkg}/package.json`);
  return (require(resolved) as { version: string }).version;
}

/** Modules every federated app shares as one instance: two copies of React (or of the router, the
 * styled-components registry, the translations, or the session store) on one page break hooks and context. */
export function sharedModules() {
  const react = `^${versionOf('react')}`;
  const reactDom = `^${versionOf('react-dom')}`;
  const router = `^${versionOf('react-router-dom')}`;
  const routerCore = `^${versionOf('react-router')}`;
  const styled = `^${versionOf('styled-components')}`;
  const i18next = `^${versionOf('i18next')}`;
  const reactI18next = `^${versionOf('react-i18next')}`;
  const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: false });
  return {
    react: singleton(react),
    'react/jsx-runtime': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/client': singleton(reactDom),
    'react-router': singleton(routerCore),
    'react-router-dom': singleton(router),
    'styled-components': singleton(styled),
    // One translation instance and one React binding for it: every remote's catalogue joins it.
    i18next: singleton(i18next),
    'react-i18next': singleton(reactI18next),
    '@storefront/ui': singleton('^0.1.0'),
  };
}
