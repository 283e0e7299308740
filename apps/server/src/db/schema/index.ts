export * from './companies';
export * from './users';
export * from './farms';
export * from './secrets';
export * from './batches';
export * from './alerts';
