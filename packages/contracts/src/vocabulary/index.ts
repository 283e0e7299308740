/** The words every part of Plantel shares: production types, modules, notification channels, and how each figure is shown. */
export * from './modules';
export * from './production-types';
export * from './channels';
export * from './figures';
