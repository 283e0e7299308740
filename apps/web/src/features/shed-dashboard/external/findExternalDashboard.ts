import type { ExternalDashboard, ExternalDashboardKey, ExternalDashboardsConfig, RouteModule } from '@plantel/contracts';
import type { Feature } from '@/config/routes/routeMeta';

type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The contracts name modules and features as the route meta does: this stops compiling if they drift. */
const _contractKeysMatchRoutes: SameType<ExternalDashboardKey, `${RouteModule}/${Feature}`> = true;

/** The external dashboard configured for a page, if any; without one the page draws its own view. */
export function findExternalDashboard(
  config: ExternalDashboardsConfig | undefined,
  module: RouteModule,
  feature: Feature,
): ExternalDashboard | undefined {
  const key: ExternalDashboardKey = `${module}/${feature}`;
  return config?.[key];
}
