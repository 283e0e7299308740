import type { RouteEntry } from './AppRoute';
import { broilerRoutes } from './broilerRoutes';
import { coreRoutes } from './coreRoutes';
import { layingBirdsRoutes } from './layingBirdsRoutes';
import { matrixRoutes } from './matrixRoutes';
import { swineRoutes } from './swineRoutes';

/** The whole route table, one file per farm module; the side-bar menu is derived from it. Plain data: see RouteEntry. */
export const appRoutes: RouteEntry[] = [...coreRoutes, ...broilerRoutes, ...matrixRoutes, ...layingBirdsRoutes, ...swineRoutes];
