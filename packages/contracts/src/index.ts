export * from './roles';
export * from './errors';
export * from './auth';
export * from './health';
export * from './validation-messages';
export * from './access';
export * from './sheds';
