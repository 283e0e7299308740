import type { ComponentType } from 'react';
import { loadChunk } from '@/lib/loadChunk';
import type { AppRoute, PageName, PrefetchName, RouteEntry } from '@/config/routes/AppRoute';

/** A route module loaded on demand, in its own chunk, failing after CHUNK_LOAD_TIMEOUT_MS. */
const lazyPage = (load: () => Promise<ComponentType>) => () => loadChunk(load);

/** The pages of the route table: one list view shared by every list route and one by every dashboard. */
export const pages = {
  home: lazyPage(() => import('@/app/routes/HomePage').then((m) => m.HomePage)),
  login: lazyPage(() => import('@/app/routes/LoginPage').then((m) => m.LoginPage)),
  notFound: lazyPage(() => import('@/app/routes/NotFoundPage').then((m) => m.NotFoundPage)),
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
  setPassword: lazyPage(() => import('@/app/routes/SetPasswordPage').then((m) => m.SetPasswordPage)),
  batchImport: lazyPage(() => import('@/app/routes/BatchImportPage').then((m) => m.BatchImportPage)),
  reportSettings: lazyPage(() => import('@/app/routes/ReportSettingsPage').then((m) => m.ReportSettingsPage)),
  settlementContracts: lazyPage(() => import('@/app/routes/SettlementContractsPage').then((m) => m.SettlementContractsPage)),
  batchClose: lazyPage(() => import('@/app/routes/BatchClosePage').then((m) => m.BatchClosePage)),
  batchStatement: lazyPage(() => import('@/app/routes/BatchStatementPage').then((m) => m.BatchStatementPage)),
  settlementRankings: lazyPage(() => import('@/app/routes/SettlementRankingsPage').then((m) => m.SettlementRankingsPage)),
  dashboard: lazyPage(() => import('@/app/routes/DashboardPage').then((m) => m.DashboardPage)),
} satisfies Record<PageName, () => Promise<ComponentType>>;

/** What starts a page's first queries, each in a chunk of its own (see AppRoute.prefetch). */
export const prefetches = {
  home: () => import('@/app/routes/prefetchHome').then((m) => m.prefetchHome),
} satisfies Record<PrefetchName, () => Promise<() => void>>;

/** A route table entry with the code that loads its page (and starts its queries), for the router. */
export function withPage({ page, prefetch, ...entry }: RouteEntry): AppRoute {
  return { ...entry, page: pages[page], ...(prefetch ? { prefetch: prefetches[prefetch] } : {}) };
}
