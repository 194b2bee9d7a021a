import './express-types';

export * from './errors';
export * from './validation';
export * from './logging';
export * from './cookies';
export * from './guest-cart';
export * from './link-tokens';
export * from './auth';
export * from './metrics';
export * from './event-metrics';
export * from './app';
export * from './rate-limit';
export * from './service';
export * from './session-ends';
export * from './audit';
export * from './config';
export * from './dead-letters';
export * from './tracing';
