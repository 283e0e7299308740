import type { PageName } from '@/config/routes/AppRoute';
import { appRoutes } from '@/config/routes/appRoutes';
import { entryRoutes } from '@/config/routes/entryRoutes';
import { entryPages, lazyPage, withPageFrom, type PageLoader } from '@/app/entryPages';

/** The pages of the route table: one list view shared by every list route and one by every dashboard. */
export const pages = {
  ...entryPages,
  shedList: lazyPage(() => import('@/app/routes/ShedListPage').then((m) => m.ShedListPage)),
  ambienceSettings: lazyPage(() => import('@/app/routes/AmbienceSettingsPage').then((m) => m.AmbienceSettingsPage)),
  notificationSettings: lazyPage(() => import('@/app/routes/NotificationSettingsPage').then((m) => m.NotificationSettingsPage)),
  alertSettings: lazyPage(() => import('@/app/routes/AlertSettingsPage').then((m) => m.AlertSettingsPage)),
  performanceSettings: lazyPage(() => import('@/app/routes/PerformanceSettingsPage').then((m) => m.PerformanceSettingsPage)),
  readingsRetention: lazyPage(() => import('@/app/routes/ReadingsRetentionPage').then((m) => m.ReadingsRetentionPage)),
  deviceSettings: lazyPage(() => import('@/app/routes/DeviceSettingsPage').then((m) => m.DeviceSettingsPage)),
  userSettings: lazyPage(() => import('@/app/routes/UserSettingsPage').then((m) => m.UserSettingsPage)),
  register: lazyPage(() => import('@/app/routes/RegisterPage').then((m) => m.RegisterPage)),
  audit: lazyPage(() => import('@/app/routes/AuditPage').then((m) => m.AuditPage)),
  layStandards: lazyPage(() => import('@/app/routes/LayStandardsPage').then((m) => m.LayStandardsPage)),
  healthProducts: lazyPage(() => import('@/app/routes/HealthProductsPage').then((m) => m.HealthProductsPage)),
  batchImport: lazyPage(() => import('@/app/routes/BatchImportPage').then((m) => m.BatchImportPage)),
  reportSettings: lazyPage(() => import('@/app/routes/ReportSettingsPage').then((m) => m.ReportSettingsPage)),
  settlementContracts: lazyPage(() => import('@/app/routes/SettlementContractsPage').then((m) => m.SettlementContractsPage)),
  batchClose: lazyPage(() => import('@/app/routes/BatchClosePage').then((m) => m.BatchClosePage)),
  batchStatement: lazyPage(() => import('@/app/routes/BatchStatementPage').then((m) => m.BatchStatementPage)),
  settlementRankings: lazyPage(() => import('@/app/routes/SettlementRankingsPage').then((m) => m.SettlementRankingsPage)),
  dashboard: lazyPage(() => import('@/app/routes/DashboardPage').then((m) => m.DashboardPage)),
} satisfies Record<PageName, PageLoader>;

/** A route table entry with the code that loads its page (and starts its queries), for the router. */
export const withPage = withPageFrom(pages);

/** The route table past the routes the app opens with, fetched on the first navigation outside them. */
export const laterRoutes = () => appRoutes.filter((route) => !(entryRoutes as readonly object[]).includes(route)).map(withPage);
