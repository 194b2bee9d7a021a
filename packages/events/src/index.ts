export * from './bus';
export * from './in-process';
export * from './rabbitmq';
export * from './outbox';
export * from './connect';
export * from './poller';
export * from './dead-letters';
