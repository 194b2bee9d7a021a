export * from './postgres';
export * from './auth';
export * from './service';
