/**
 * The words every part of Plantel shares: production types, modules, notification channels, and how
 * each figure is shown. Plain constants, no schema: the login page loads them, and zod stays off it.
 */
export * from './modules';
export * from './route-modules';
export * from './production-types';
export * from './channels';
export * from './figures';
export * from './permissions';
