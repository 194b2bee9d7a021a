export type { FrontendApp } from './app';
export { webpackConfig } from './webpack-config';
export { buildApp, loadApp, type FederationStats } from './build';
export { pageSizes, formatSizeTable, type PageEntry, type PageSize } from './size-report';
export { sharedModules } from './shared';
export { DevServerSettings } from './config';
