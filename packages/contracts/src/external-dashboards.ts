import { z } from 'zod';

/**
 * Embedded dashboards (spec §2, "Shed lists"): some pages show a dashboard from an external host
 * (Grafana) instead of drawing their own charts. The configuration, read by the server from an env
 * or JSON file, maps `<module>/<feature>` — the route meta's names, e.g. `broiler/performance` — to
 * the host and the dashboard to show in each interface language.
 */

/** Route modules as the web app's route meta names them (spec §2). */
export const EXTERNAL_DASHBOARD_MODULES = ['broiler', 'matrix', 'laying-birds', 'swine'] as const;

/** Features as the web app's route meta names them; each has one list and one dashboard view. */
export const EXTERNAL_DASHBOARD_FEATURES = [
  'performance',
  'slaughterPrediction',
  'pcpPlanning',
  'pcp',
  'sanity',
  'nutrition',
  'recentAlerts',
  'alertHistory',
] as const;

/** Interface languages; a language without its own dashboard falls back to the default (pt-BR). */
export const EXTERNAL_DASHBOARD_LOCALES = ['pt-BR', 'en', 'es'] as const;
export type ExternalDashboardLocale = (typeof EXTERNAL_DASHBOARD_LOCALES)[number];
export const DEFAULT_EXTERNAL_DASHBOARD_LOCALE = 'pt-BR' satisfies ExternalDashboardLocale;

/** `broiler/performance`: which page a dashboard belongs to. */
export const externalDashboardKeySchema = z.templateLiteral([
  z.enum(EXTERNAL_DASHBOARD_MODULES),
  '/',
  z.enum(EXTERNAL_DASHBOARD_FEATURES),
]);
export type ExternalDashboardKey = z.infer<typeof externalDashboardKeySchema>;

/** A Grafana dashboard uid (letters, digits, `-` and `_`, at most 40). */
const dashboardUidSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'A dashboard uid has 1 to 40 letters, digits, "-" or "_"');

/** One page's dashboard on a Grafana host. Other hosts become members of a union on `provider`. */
export const grafanaDashboardSchema = z.object({
  provider: z.literal('grafana').default('grafana'),
  /** Base URL of the host, with its sub-path if it has one: `https://dashboards.example.com/grafana`. */
  host: z.url({ protocol: /^https?$/, error: 'The host must be an http(s) URL' }),
  /** Grafana organisation holding the dashboards. */
  orgId: z.number().int().positive().default(1),
  /** Dashboard uid per language; pt-BR is required and serves every language without its own. */
  dashboards: z.object({
    'pt-BR': dashboardUidSchema,
    en: dashboardUidSchema.optional(),
    es: dashboardUidSchema.optional(),
  }),
});

export const externalDashboardSchema = grafanaDashboardSchema;
export type ExternalDashboard = z.infer<typeof externalDashboardSchema>;

/** The whole configuration: pages without an entry draw their own view. */
export const externalDashboardsConfigSchema = z.partialRecord(externalDashboardKeySchema, externalDashboardSchema);
export type ExternalDashboardsConfig = z.infer<typeof externalDashboardsConfigSchema>;
