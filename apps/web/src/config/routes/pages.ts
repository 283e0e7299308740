import type { ComponentType } from 'react';
import { loadChunk } from '@/lib/loadChunk';

/** A route module loaded on demand, in its own chunk, failing after CHUNK_LOAD_TIMEOUT_MS. */
const lazyPage = (load: () => Promise<ComponentType>) => () => loadChunk(load);

/** The pages of the route table: one list view per feature and one view shared by all dashboards. */
export const pages = {
  home: lazyPage(() => import('@/app/routes/HomePage').then((m) => m.HomePage)),
  login: lazyPage(() => import('@/app/routes/LoginPage').then((m) => m.LoginPage)),
  notFound: lazyPage(() => import('@/app/routes/NotFoundPage').then((m) => m.NotFoundPage)),
  performanceList: lazyPage(() => import('@/app/routes/PerformanceListPage').then((m) => m.PerformanceListPage)),
  slaughterPredictionList: lazyPage(() =>
    import('@/app/routes/SlaughterPredictionListPage').then((m) => m.SlaughterPredictionListPage),
  ),
  pcpPlanningList: lazyPage(() => import('@/app/routes/PcpPlanningListPage').then((m) => m.PcpPlanningListPage)),
  sanityList: lazyPage(() => import('@/app/routes/SanityListPage').then((m) => m.SanityListPage)),
  nutritionList: lazyPage(() => import('@/app/routes/NutritionListPage').then((m) => m.NutritionListPage)),
  recentAlertsList: lazyPage(() => import('@/app/routes/RecentAlertsListPage').then((m) => m.RecentAlertsListPage)),
  alertHistoryList: lazyPage(() => import('@/app/routes/AlertHistoryListPage').then((m) => m.AlertHistoryListPage)),
  dashboard: lazyPage(() => import('@/app/routes/DashboardPage').then((m) => m.DashboardPage)),
} satisfies Record<string, () => Promise<ComponentType>>;
