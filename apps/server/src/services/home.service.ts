import { ALERT_TYPES, MODULES, PRODUCTION_TYPE_MODULE, alertLevel, hasModule, type HomeSummary, type ModuleName } from '@plantel/contracts';
import type { Db } from '../db/database';
import { countAlertsByProductionTypeAndType, countShedsByProductionType, findLatestAlerts } from '../repositories/home.repository';
import type { Principal } from './auth.service';
import { farmScopeOf } from './farm-scope';

const LATEST_ALERTS = 5;

/** Per module the principal may open: sheds, lodged sheds, and alerts since `hours` ago by type. */
export async function getHomeSummary(db: Db, principal: Principal, hours: number, now = new Date()): Promise<HomeSummary> {
  const since = new Date(now.getTime() - hours * 3_600_000);
  const scope = farmScopeOf(principal);
  const modules = MODULES.filter((m) => hasModule(principal.roles, m));
  if (scope.productionTypes.length === 0) return { since: since.toISOString(), modules: [], latest_alerts: [] };

  const [shedCounts, alertCounts, latest] = await Promise.all([
    countShedsByProductionType(db, scope),
    countAlertsByProductionTypeAndType(db, scope, since),
    findLatestAlerts(db, scope, since, LATEST_ALERTS),
  ]);
  const moduleOf = (productionType: number): ModuleName | undefined => PRODUCTION_TYPE_MODULE[productionType];

  return {
    since: since.toISOString(),
    modules: modules.map((module) => {
      const sheds = shedCounts.filter((r) => moduleOf(r.productionType) === module);
      return {
        module,
        sheds: sheds.reduce((sum, r) => sum + r.sheds, 0),
        lodged_sheds: sheds.reduce((sum, r) => sum + r.lodgedSheds, 0),
        alerts: ALERT_TYPES.map((type) => {
          const count = alertCounts
            .filter((r) => r.type === type && moduleOf(r.productionType) === module)
            .reduce((sum, r) => sum + r.count, 0);
          return { type, count, level: alertLevel(count) };
        }),
      };
    }),
    latest_alerts: latest.map((a) => ({
      id: a.id,
      module: moduleOf(a.productionType)!,
      type: a.type,
      subtype: a.subtype,
      message: a.message,
      timestamp: a.occurredAt.toISOString(),
      age: a.age,
      shed: a.shedId,
      shed_identification: a.shedIdentification,
      shed_core: a.shedCore,
      shed_property_name: a.propertyName,
      shed_property_owner: a.propertyOwner,
      batch_identification: a.batchIdentification,
    })),
  };
}
