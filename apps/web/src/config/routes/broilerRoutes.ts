import type { RouteEntry } from './AppRoute';

const broiler = { module: 'broiler', role: 'frangos_de_corte' } as const;

/** Broiler (frangos_de_corte), spec §2. Alert routes check the role only. */
export const broilerRoutes: RouteEntry[] = [
  {
    path: '/broiler/performance',
    layout: true,
    handle: { ...broiler, name: 'Performance', feature: 'performance', permission: 'Performance', menu: true, next: '/broiler/performance/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/broiler/performance/dashboard/:id',
    layout: true,
    handle: { ...broiler, name: 'PerformanceDashboard', feature: 'performance', permission: 'Performance', dashboard: true, sex: true },
    page: 'dashboard',
  },
  {
    path: '/broiler/slaughter-prediction',
    layout: true,
    handle: { ...broiler, name: 'SlaughterPrediction', feature: 'slaughterPrediction', permission: 'Predição', menu: true, next: '/broiler/pcp/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/broiler/slaughter-prediction/planning',
    layout: true,
    handle: { ...broiler, name: 'SlaughterPlanning', feature: 'pcpPlanning', permission: 'Predição', menu: true, next: '/broiler/slaughter-prediction/planning/:id/:last_batch_id' },
    page: 'shedList',
  },
  {
    path: '/broiler/slaughter-prediction/dashboard/:id',
    layout: true,
    handle: {
      ...broiler,
      name: 'SlaughterPredictionDashboard',
      feature: 'slaughterPrediction',
      permission: 'Predição',
      dashboard: true,
      menu: true,
      sex: true,
    },
    page: 'dashboard',
  },
  {
    path: '/broiler/slaughter-prediction/planning/:id/:last_batch_id',
    layout: true,
    handle: { ...broiler, name: 'SlaughterPlanningShed', feature: 'pcpPlanning', permission: 'Predição', sex: true },
    page: 'dashboard',
  },
  {
    path: '/broiler/pcp/dashboard/:id',
    layout: true,
    handle: { ...broiler, name: 'PcpDashboard', feature: 'pcp', permission: 'Predição', dashboard: true, sex: true },
    page: 'dashboard',
  },
  {
    path: '/broiler/sanity',
    layout: true,
    handle: { ...broiler, name: 'Sanity', feature: 'sanity', permission: 'Sanidade', menu: true, next: '/broiler/sanity/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/broiler/sanity/dashboard/:id',
    layout: true,
    handle: { ...broiler, name: 'SanityDashboard', feature: 'sanity', permission: 'Sanidade', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/broiler/nutrition',
    layout: true,
    handle: { ...broiler, name: 'Nutrition', feature: 'nutrition', permission: 'Nutrição', menu: true, next: '/broiler/nutrition/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/broiler/nutrition/dashboard/:id',
    layout: true,
    handle: { ...broiler, name: 'NutritionDashboard', feature: 'nutrition', permission: 'Nutrição', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/broiler/alerts/recent/',
    layout: true,
    handle: { ...broiler, name: 'RecentAlerts', feature: 'recentAlerts', menu: true, next: '/broiler/alerts/recent/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/broiler/alerts/recent/dashboard/:id',
    layout: true,
    handle: { ...broiler, name: 'RecentAlertsDashboard', feature: 'recentAlerts', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/broiler/alerts/history',
    layout: true,
    handle: { ...broiler, name: 'AlertHistory', feature: 'alertHistory', menu: true, next: '/broiler/alerts/history/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/broiler/alerts/history/dashboard/:id',
    layout: true,
    handle: { ...broiler, name: 'AlertHistoryDashboard', feature: 'alertHistory', dashboard: true },
    page: 'dashboard',
  },
];
