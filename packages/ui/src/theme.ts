import { css } from 'styled-components';

/** The store's look, from the spec's presentation defaults (breakpoints, 8 px spacing, 4 px radius,
 * 300 ms transitions) and a Canadian-flavoured palette. */
export const theme = {
  color: {
    topBar: '#131921',
    secondaryBar: '#232f3e',
    footer: '#232f3e',
    footerDeep: '#131a22',
    accent: '#febd69',
    accentStrong: '#f3a847',
    button: '#ffd814',
    buttonBorder: '#fcd200',
    buttonHover: '#f7ca00',
    secondaryButton: '#ffa41c',
    maple: '#c8102e',
    text: '#0f1111',
    muted: '#565959',
    link: '#007185',
    // At least 4.5:1 on white, the page's grey and a menu's hover grey.
    linkHover: '#b3461a',
    price: '#0f1111',
    success: '#067d62',
    danger: '#b12704',
    warning: '#c45500',
    border: '#d5d9d9',
    page: '#eaeded',
    card: '#ffffff',
    /** The focus ring: at least 3:1 against the page's light surfaces (#0b57d0 is 6.4:1 on white)... */
    focus: '#0b57d0',
    /** ...and against the dark bars (the accent is 10:1 on the top bar). */
    focusOnDark: '#febd69',
    /** A review's stars: filled, and empty (each at least 3:1 on white, as a graphic must be). */
    star: '#c45500',
    starEmpty: '#8a8f8f',
  },
  breakpoint: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  space: (n: number) => `${n * 8}px`,
  radius: '4px',
  transition: '300ms',
  font: '"Amazon Ember", Arial, "Helvetica Neue", Helvetica, sans-serif',
} as const;

export const media = {
  sm: `@media (min-width: ${theme.breakpoint.sm}px)`,
  md: `@media (min-width: ${theme.breakpoint.md}px)`,
  lg: `@media (min-width: ${theme.breakpoint.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoint.xl}px)`,
};

/** Out of sight and still read out: text for screen readers only (as the shell's .sr-only class). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
