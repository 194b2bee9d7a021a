export * from './http';
export * from './catalog';
