import type { ExternalDashboard } from '@plantel/contracts';
import { buildGrafanaDashboardUrl, type DashboardVariables } from './buildGrafanaDashboardUrl';
import { dashboardTimeRange, type DateInput } from './dashboardTimeRange';
import { dashboardUidFor } from './resolveDashboardLocale';

/** Spec §9: at most 3 silos are passed to the hydrograph dashboard. */
export const MAX_DASHBOARD_SILOS = 3;

/** What the dashboard is opened on. */
export interface ExternalDashboardContext {
  /** The interface language (i18next's code); picks the dashboard id. */
  locale: string;
  batchId?: number | string | null;
  /** The batch's sex by external id (the route's `sex` parameter: 3 male). */
  sex?: number | null;
  ages?: readonly number[];
  /** Silo ids; only the first 3 are passed. */
  silos?: readonly (number | string)[];
  openingDate?: DateInput;
  /** Set once the batch is closed. */
  closingDate?: DateInput;
  /** Defaults to the current time. */
  now?: Date | number;
}

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function present(value: number | string | null | undefined): value is number | string {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

/** Variables in the names the dashboards declare: batch_id, sex, ages, silos. */
export function dashboardVariables({ batchId, sex, ages = [], silos = [] }: ExternalDashboardContext): DashboardVariables {
  return {
    batch_id: present(batchId) ? [batchId] : [],
    sex: present(sex) ? [sex] : [],
    ages: distinct(ages.filter((age) => Number.isFinite(age))),
    silos: distinct(silos.filter(present)).slice(0, MAX_DASHBOARD_SILOS),
  };
}

/**
 * The address of the embedded dashboard (spec §2): the dashboard of the interface language (pt-BR's
 * when that language has none), light theme, kiosk mode, the batch's variables and its time range.
 */
export function buildExternalDashboardUrl(config: ExternalDashboard, context: ExternalDashboardContext): string {
  const uid = dashboardUidFor(config, context.locale);
  const range = dashboardTimeRange(context.openingDate, context.closingDate, context.now ?? new Date());
  switch (config.provider) {
    case 'grafana':
      return buildGrafanaDashboardUrl(config, uid, dashboardVariables(context), range);
  }
}
