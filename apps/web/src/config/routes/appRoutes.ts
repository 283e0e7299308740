import type { AppRoute } from './AppRoute';
import { broilerRoutes } from './broilerRoutes';
import { coreRoutes } from './coreRoutes';
import { layingBirdsRoutes } from './layingBirdsRoutes';
import { matrixRoutes } from './matrixRoutes';
import { swineRoutes } from './swineRoutes';

/** The whole route table, one file per farm module; the side-bar menu is derived from it. */
export const appRoutes: AppRoute[] = [...coreRoutes, ...broilerRoutes, ...matrixRoutes, ...layingBirdsRoutes, ...swineRoutes];
