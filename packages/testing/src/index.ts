export * from './postgres';
export * from './auth';
export * from './service';
export * from './config';
export * from './processes';
export * from './scratch';
export * from './mail';
export * from './headers';
