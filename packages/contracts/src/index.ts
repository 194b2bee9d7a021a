export * from './common';
export * from './users';
export * from './catalog';
export * from './accounts';
export * from './cart';
export * from './orders';
export * from './events';
export * from './shop';
