import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function versionOf(pkg: string): string {
  // Resolved from the ui package, which depends on the whole shared set.
  const uiDir = require.resolve('@storefront/ui/package.json');
  const resolved = createRequire(uiDir).resolve(`${pkg}/package.json`);
  return (require(resolved) as { version: string }).version;
}

/** Modules every federated app shares as one instance: two copies of React (or of the router, which the
 * ui package re-exports, the
 * styled-components registry, the translations, or the session store) on one page break hooks and context. */
export function sharedModules() {
  const react = `^${versionOf('react')}`;
  const reactDom = `^${versionOf('react-dom')}`;
  const styled = `^${versionOf('styled-components')}`;
  const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: false });
  return {
    react: singleton(react),
    'react/jsx-runtime': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/client': singleton(reactDom),
    'styled-components': singleton(styled),
    '@storefront/ui': singleton('^0.1.0'),
    // The shop's rules and the page list: one copy for the page instead of one in every remote's bundle.
    '@storefront/contracts/shop': singleton('^0.1.0'),
    '@storefront/contracts/pages': singleton('^0.1.0'),
  };
}
