import {
  DEFAULT_EXTERNAL_DASHBOARD_LOCALE,
  EXTERNAL_DASHBOARD_LOCALES,
  type ExternalDashboard,
  type ExternalDashboardLocale,
} from '@plantel/contracts';

/**
 * The dashboard language for an interface language code: the same one whatever its case, else the
 * one of its language (`en-US` → `en`, `pt` → `pt-BR`), else the default.
 */
export function resolveDashboardLocale(code: string): ExternalDashboardLocale {
  const wanted = code.trim().toLowerCase();
  const exact = EXTERNAL_DASHBOARD_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0];
  return EXTERNAL_DASHBOARD_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? DEFAULT_EXTERNAL_DASHBOARD_LOCALE;
}

/** The dashboard to show in a language; languages without their own show the pt-BR one. */
export function dashboardUidFor(config: ExternalDashboard, locale: string): string {
  return config.dashboards[resolveDashboardLocale(locale)] ?? config.dashboards[DEFAULT_EXTERNAL_DASHBOARD_LOCALE];
}
