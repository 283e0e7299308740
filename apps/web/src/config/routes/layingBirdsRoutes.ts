import type { RouteEntry } from './AppRoute';

const layingBirds = { module: 'laying-birds', role: 'aves_poedeiras' } as const;

/**
 * Laying birds (aves_poedeiras), spec §2, and their performance: the eggs they lay and their weights
 * (docs/kpis.md, "Eggs"). Alert routes check the role only.
 */
export const layingBirdsRoutes: RouteEntry[] = [
  {
    path: '/laying-birds/performance',
    layout: true,
    handle: { ...layingBirds, name: 'LayingBirdsPerformance', feature: 'performance', permission: 'Performance', menu: true, next: '/laying-birds/performance/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/laying-birds/performance/dashboard/:id',
    layout: true,
    handle: { ...layingBirds, name: 'LayingBirdsPerformanceDashboard', feature: 'performance', permission: 'Performance', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/laying-birds/sanity',
    layout: true,
    handle: { ...layingBirds, name: 'LayingBirdsSanity', feature: 'sanity', permission: 'Sanidade', menu: true, next: '/laying-birds/sanity/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/laying-birds/sanity/dashboard/:id',
    layout: true,
    handle: { ...layingBirds, name: 'LayingBirdsSanityDashboard', feature: 'sanity', permission: 'Sanidade', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/laying-birds/nutrition',
    layout: true,
    handle: { ...layingBirds, name: 'LayingBirdsNutrition', feature: 'nutrition', permission: 'Nutrição', menu: true, next: '/laying-birds/nutrition/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/laying-birds/nutrition/dashboard/:id',
    layout: true,
    handle: { ...layingBirds, name: 'LayingBirdsNutritionDashboard', feature: 'nutrition', permission: 'Nutrição', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/laying-birds/alerts/recent/',
    layout: true,
    handle: { ...layingBirds, name: 'LayingBirdsRecentAlerts', feature: 'recentAlerts', menu: true, next: '/laying-birds/alerts/recent/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/laying-birds/alerts/recent/dashboard/:id',
    layout: true,
    handle: { ...layingBirds, name: 'LayingBirdsRecentAlertsDashboard', feature: 'recentAlerts', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/laying-birds/alerts/history',
    layout: true,
    handle: { ...layingBirds, name: 'LayingBirdsAlertHistory', feature: 'alertHistory', menu: true, next: '/laying-birds/alerts/history/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/laying-birds/alerts/history/dashboard/:id',
    layout: true,
    handle: { ...layingBirds, name: 'LayingBirdsAlertHistoryDashboard', feature: 'alertHistory', dashboard: true },
    page: 'dashboard',
  },
];
