import type { RouteEntry } from './AppRoute';

const swine = { module: 'swine', role: 'suinos' } as const;

/** Swine (suinos), spec §2. Alert routes check the role only. */
export const swineRoutes: RouteEntry[] = [
  {
    path: '/swine/nutrition',
    layout: true,
    handle: { ...swine, name: 'SwineNutrition', feature: 'nutrition', permission: 'Nutrição', menu: true, next: '/swine/nutrition/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/swine/nutrition/dashboard/:id',
    layout: true,
    handle: { ...swine, name: 'SwineNutritionDashboard', feature: 'nutrition', permission: 'Nutrição', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/swine/alerts/recent/',
    layout: true,
    handle: { ...swine, name: 'SwineRecentAlerts', feature: 'recentAlerts', menu: true, next: '/swine/alerts/recent/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/swine/alerts/recent/dashboard/:id',
    layout: true,
    handle: { ...swine, name: 'SwineRecentAlertsDashboard', feature: 'recentAlerts', dashboard: true },
    page: 'dashboard',
  },
  {
    path: '/swine/alerts/history',
    layout: true,
    handle: { ...swine, name: 'SwineAlertHistory', feature: 'alertHistory', menu: true, next: '/swine/alerts/history/dashboard/:id' },
    page: 'shedList',
  },
  {
    path: '/swine/alerts/history/dashboard/:id',
    layout: true,
    handle: { ...swine, name: 'SwineAlertHistoryDashboard', feature: 'alertHistory', dashboard: true },
    page: 'dashboard',
  },
];
