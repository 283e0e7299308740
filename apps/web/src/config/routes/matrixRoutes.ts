import type { RouteEntry } from './AppRoute';

const matrix = { module: 'matrix', role: 'matrizeiro' } as const;

/** Matrix / breeders (matrizeiro), spec §2. Alert routes check the role only. */
export const matrixRoutes: RouteEntry[] = [
  {
    path: '/matrix/performance',
    layout: true,
    handle: { ...matrix, name: 'MatrixPerformance', feature: 'performance', permission: 'Performance', menu: true, next: '/matrix/performance/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/matrix/performance/dashboard/:id',
    layout: true,
    handle: { ...matrix, name: 'MatrixPerformanceDashboard', feature: 'performance', permission: 'Performance', dashboard: true, sex: true },
    page: 'dashboard',
  },
  {
    path: '/matrix/sanity',
    layout: true,
    handle: { ...matrix, name: 'MatrixSanity', feature: 'sanity', permission: 'Sanidade', menu: true, next: '/matrix/sanity/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/matrix/sanity/dashboard/:id',
    layout: true,
    handle: { ...matrix, name: 'MatrixSanityDashboard', feature: 'sanity', permission: 'Sanidade', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/matrix/nutrition',
    layout: true,
    handle: { ...matrix, name: 'MatrixNutrition', feature: 'nutrition', permission: 'Nutrição', menu: true, next: '/matrix/nutrition/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/matrix/nutrition/dashboard/:id',
    layout: true,
    handle: { ...matrix, name: 'MatrixNutritionDashboard', feature: 'nutrition', permission: 'Nutrição', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/matrix/alerts/recent/',
    layout: true,
    handle: { ...matrix, name: 'MatrixRecentAlerts', feature: 'recentAlerts', menu: true, next: '/matrix/alerts/recent/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/matrix/alerts/recent/dashboard/:id',
    layout: true,
    handle: { ...matrix, name: 'MatrixRecentAlertsDashboard', feature: 'recentAlerts', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/matrix/alerts/history/',
    layout: true,
    handle: { ...matrix, name: 'MatrixAlertHistory', feature: 'alertHistory', menu: true, next: '/matrix/alerts/history/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/matrix/alerts/history/dashboard/:id',
    layout: true,
    handle: { ...matrix, name: 'MatrixAlertHistoryDashboard', feature: 'alertHistory', dashboard: true },
    page: 'dashboard',
  },
];
