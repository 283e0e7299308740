import { ALERT_TYPE_PERMISSION, ALERT_TYPES, MODULES, PRODUCTION_TYPE_MODULE, hasModule, hasPermission, type AlertLanguage, type AlertType, type HomeSummary, type ModuleName } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { countAlertsByType, findAlerts } from '../../repositories/alerts.repository';
import { countShedsByProductionType } from '../../repositories/home.repository';
import { alertDto, typeCount } from '../alerts/alerts.service';
import type { Principal } from '../access/auth.service';
import { alertScopeOf } from '../access/farm-scope';
import { HOUR_MS } from '../common/units';

const LATEST_ALERTS = 5;

/** Per module the principal may open: sheds, lodged sheds, and alerts since `hours` ago by type (of the features they hold). */
export async function getHomeSummary(db: Db, principal: Principal, hours: number, lang: AlertLanguage, now = new Date()): Promise<HomeSummary> {
  const since = new Date(now.getTime() - hours * HOUR_MS);
  const scope = alertScopeOf(principal);
  const modules = MODULES.filter((m) => hasModule(principal.roles, m));
  if (scope.productionTypes.length === 0) return { since: since.toISOString(), modules: [], latest_alerts: [] };

  const [shedCounts, alertCounts, latest] = await Promise.all([
    countShedsByProductionType(db, scope),
    countAlertsByType(db, scope, {}, since),
    findAlerts(db, scope, { unresolvedOrFrom: since }, { limit: LATEST_ALERTS, urgentFirst: true }),
  ]);
  // Company-wide alerts (no shed) count in every module.
  const inModule = (productionType: number | null, module: ModuleName) => productionType === null || PRODUCTION_TYPE_MODULE[productionType] === module;
  // The scope reads a shed's alert only with its type's permission in the shed's module; a company-wide one counts where the module grants it.
  const counted = (productionType: number | null, type: AlertType, module: ModuleName) =>
    inModule(productionType, module) && (productionType !== null || hasPermission(principal.roles, module, ALERT_TYPE_PERMISSION[type]));

  return {
    since: since.toISOString(),
    modules: modules.map((module) => {
      const sheds = shedCounts.filter((r) => inModule(r.productionType, module));
      return {
        module,
        sheds: sheds.reduce((sum, r) => sum + r.sheds, 0),
        lodged_sheds: sheds.reduce((sum, r) => sum + r.lodgedSheds, 0),
        alerts: ALERT_TYPES.map((type) => typeCount(type, alertCounts.filter((r) => r.type === type && counted(r.productionType, type, module)))),
      };
    }),
    latest_alerts: latest.map((a) => alertDto(a, lang)),
  };
}
