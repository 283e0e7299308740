import type { ExternalDashboard } from '@plantel/contracts';
import type { DashboardTimeRange } from './dashboardTimeRange';

/** The values a dashboard is opened with; each becomes a `var-<name>` parameter, one per value. */
export type DashboardVariables = Record<string, readonly (string | number)[]>;

/**
 * A Grafana dashboard's address: `<host>/d/<uid>?orgId=1&theme=light&kiosk&var-x=…&from=…&to=…`.
 * `kiosk` without a value hides Grafana's menus; a multi-value variable repeats its parameter
 * (`var-ages=7&var-ages=14`), as Grafana writes them itself; a variable without values is left out.
 */
export function buildGrafanaDashboardUrl(
  config: ExternalDashboard,
  uid: string,
  variables: DashboardVariables,
  range: DashboardTimeRange | null,
): string {
  const url = new URL(config.host);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/d/${encodeURIComponent(uid)}`;
  url.hash = '';

  const params = new URLSearchParams({ orgId: String(config.orgId), theme: 'light' });
  const rest = new URLSearchParams();
  for (const [name, values] of Object.entries(variables)) {
    for (const value of values) rest.append(`var-${name}`, String(value));
  }
  if (range) {
    rest.set('from', String(range.from));
    rest.set('to', String(range.to));
  }
  url.search = [params.toString(), 'kiosk', rest.toString()].filter((part) => part !== '').join('&');
  return url.toString();
}
