export * from './companies';
export * from './users';
export * from './farms';
export * from './secrets';
