import { createGlobalStyle } from 'styled-components';
import { theme } from '@storefront/ui';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; }
  body {
    font-family: ${theme.font};
    font-size: 14px;
    line-height: 1.45;
    color: ${theme.color.text};
    background: ${theme.color.page};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${theme.color.link}; }
  a:hover { color: ${theme.color.linkHover}; }
  img { max-width: 100%; }
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  /* The page area holds at least a screen before its remote arrives, so the footer starts below the fold
     and is not pushed down in view when the page comes (layout shift). */
  main { flex: 1; min-height: 100vh; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  header :focus-visible, footer :focus-visible, nav.dark :focus-visible { outline-color: ${theme.color.focusOnDark}; }
  [tabindex='-1']:focus { outline: none; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
