import type { AppRoute } from './AppRoute';
import { coreRoutes } from './coreRoutes';

/** The whole route table; each farm module adds its own file here. */
export const appRoutes: AppRoute[] = [...coreRoutes];
