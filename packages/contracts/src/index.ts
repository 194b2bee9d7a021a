export * from './common';
export * from './users';
export * from './catalog';
export * from './events';
export * from './shop';
