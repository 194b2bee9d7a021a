export * from './common';
export * from './users';
export * from './catalog';
export * from './accounts';
export * from './events';
export * from './shop';
