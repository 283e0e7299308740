import { describe, expect, it } from 'vitest';
import { routeAccessDenial } from './access';
import { appRoutes } from './appRoutes';
import { routeMetaForPath } from './findRoute';
import { readSex } from './sex';
import { DEMO_USER_NAMES, DEMO_USERS, type DemoUserName } from '@/testing/demoUsers';

/** Spec §2's route table, as written there ({id} → :id). */
const SPEC_PATHS = [
  '/',
  '/login',
  '/broiler/performance',
  '/broiler/performance/dashboard/:id',
  '/broiler/slaughter-prediction',
  '/broiler/slaughter-prediction/planning',
  '/broiler/slaughter-prediction/dashboard/:id',
  '/broiler/slaughter-prediction/planning/:id/:last_batch_id',
  '/broiler/pcp/dashboard/:id',
  '/broiler/sanity',
  '/broiler/sanity/dashboard/:id',
  '/broiler/nutrition',
  '/broiler/nutrition/dashboard/:id',
  '/broiler/alerts/recent/',
  '/broiler/alerts/recent/dashboard/:id',
  '/broiler/alerts/history',
  '/broiler/alerts/history/dashboard/:id',
  '/matrix/performance',
  '/matrix/performance/dashboard/:id',
  '/matrix/sanity',
  '/matrix/sanity/dashboard/:id',
  '/matrix/nutrition',
  '/matrix/nutrition/dashboard/:id',
  '/matrix/alerts/recent/',
  '/matrix/alerts/recent/dashboard/:id',
  '/matrix/alerts/history/',
  '/matrix/alerts/history/dashboard/:id',
  '/laying-birds/sanity',
  '/laying-birds/sanity/dashboard/:id',
  '/laying-birds/nutrition',
  '/laying-birds/nutrition/dashboard/:id',
  '/laying-birds/alerts/recent/',
  '/laying-birds/alerts/recent/dashboard/:id',
  '/laying-birds/alerts/history',
  '/laying-birds/alerts/history/dashboard/:id',
  '/swine/nutrition',
  '/swine/nutrition/dashboard/:id',
  '/swine/alerts/recent/',
  '/swine/alerts/recent/dashboard/:id',
  '/swine/alerts/history',
  '/swine/alerts/history/dashboard/:id',
];

/** Plantel's own pages beyond the spec's table. */
const PLANTEL_PATHS = ['/settings/ambience', '/settings/notifications', '/settings/alerts', '/settings/performance', '/settings/retention', '/settings/devices', '/settings/batch-import', '/settings/users', '/settings/register', '/settings/audit', '/settings/lay-standards', '/settings/health-products', '/set-password', '/setup', '/settings/reports', '/settings/contracts', '/settlement/batches/:batchId/close', '/settlement/batches/:batchId/statement', '/settlement/rankings', '/laying-birds/performance', '/laying-birds/performance/dashboard/:id'];

/** The settlement pages: the server decides whose statements and rankings a user sees. */
const SETTLEMENT = ['SettlementContracts', 'BatchClose', 'BatchStatement', 'SettlementRankings'];

/** The farm register, its audit and the password links: the server decides what each user reads and changes. */
const REGISTER = ['Register', 'Audit', 'SetPassword', 'Setup'];

const routeNames = (prefix: string) => appRoutes.filter((r) => r.path.startsWith(prefix)).map((r) => r.handle.name);

/**
 * The routes each demo user may enter (everything else must be refused). DeviceSettings,
 * UserSettings, BatchImport, ReportSettings and the settlement pages have no role: anyone may open them, and the page itself tells
 * non-staff (devices, batch import) or someone without a module (reports) that it is not for them.
 */
const ALLOWED: Record<DemoUserName, string[]> = {
  admin: appRoutes.map((r) => r.handle.name),
  tecnico: appRoutes.map((r) => r.handle.name),
  produtor: ['Home', 'Login', 'NotFound', 'AmbienceSettings', 'NotificationSettings', 'AlertSettings', 'PerformanceSettings', 'ReadingsRetention', 'DeviceSettings', 'BatchImport', 'UserSettings', 'ReportSettings', 'LayStandards', 'HealthProducts', ...SETTLEMENT, ...REGISTER, ...routeNames('/broiler/'), ...routeNames('/matrix/')],
  vendas: ['Home', 'Login', 'NotFound', 'AmbienceSettings', 'NotificationSettings', 'AlertSettings', 'PerformanceSettings', 'ReadingsRetention', 'DeviceSettings', 'BatchImport', 'UserSettings', 'ReportSettings', 'LayStandards', 'HealthProducts', ...SETTLEMENT, ...REGISTER, 'Performance', 'PerformanceDashboard', 'RecentAlerts', 'RecentAlertsDashboard', 'AlertHistory', 'AlertHistoryDashboard'],
  suinos: ['Home', 'Login', 'NotFound', 'AmbienceSettings', 'NotificationSettings', 'AlertSettings', 'PerformanceSettings', 'ReadingsRetention', 'DeviceSettings', 'BatchImport', 'UserSettings', 'ReportSettings', 'LayStandards', 'HealthProducts', ...SETTLEMENT, ...REGISTER, 'SwineNutrition', 'SwineNutritionDashboard', 'SwineRecentAlerts', 'SwineRecentAlertsDashboard', 'SwineAlertHistory', 'SwineAlertHistoryDashboard'],
};

describe('route table', () => {
  it('has every route of the spec, once, with unique names including the spec’s', () => {
    const paths = appRoutes.map((r) => r.path).filter((path) => path !== '*');
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...PLANTEL_PATHS].sort());
    const names = appRoutes.map((r) => r.handle.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['Login', 'AlertHistoryDashboard', 'MatrixAlertHistoryDashboard']));
  });

  it('gives every module route its module and role; alert routes check the role only, the others a permission too', () => {
    const roleOf = { broiler: 'frangos_de_corte', matrix: 'matrizeiro', 'laying-birds': 'aves_poedeiras', swine: 'suinos' };
    for (const { path, handle } of appRoutes.filter((r) => r.path.split('/').length > 2 && !PLANTEL_PATHS.includes(r.path))) {
      const module = path.split('/')[1] as keyof typeof roleOf;
      expect(handle.module, path).toBe(module);
      expect(handle.role, path).toBe(roleOf[module]);
      if (path.includes('/alerts/')) expect(handle.permission, path).toBeUndefined();
      else expect(handle.permission, path).toBeDefined();
    }
    expect(routeMetaForPath('/broiler/sanity')?.permission).toBe('Sanidade');
    expect(routeMetaForPath('/broiler/slaughter-prediction')?.permission).toBe('Predição');
    expect(routeMetaForPath('/swine/nutrition/dashboard/4')?.permission).toBe('Nutrição');
  });

  it('disables no built screen', () => {
    expect(appRoutes.filter((r) => r.handle.disabled).map((r) => r.handle.name)).toEqual([]);
  });

  it('marks dashboards, and lists the slaughter-prediction dashboard in the menu but not the alert-history ones', () => {
    for (const { path, handle } of appRoutes) expect(handle.dashboard ?? false, path).toBe(path.includes('/dashboard/'));
    expect(routeMetaForPath('/broiler/slaughter-prediction/dashboard/1')?.menu).toBe(true);
    expect(routeMetaForPath('/broiler/alerts/history/dashboard/1')?.menu).toBeFalsy();
    expect(appRoutes.filter((r) => r.handle.menu && !r.handle.dashboard && r.path.includes(':'))).toEqual([]);
  });

  it('leads every list page to a page of the same module and access about one shed', () => {
    const lists = appRoutes.filter((r) => r.page === 'shedList');
    expect(lists).toHaveLength(20);
    for (const { path, handle } of lists) {
      const next = appRoutes.find((r) => r.path === handle.next);
      expect(next, `${path} → ${handle.next}`).toBeDefined();
      expect(next!.path, path).toContain('/:id');
      expect(next!.page, path).toBe('dashboard');
      expect([next!.handle.role, next!.handle.permission, next!.handle.disabled ?? false], path).toEqual([handle.role, handle.permission, handle.disabled ?? false]);
    }
    expect(routeMetaForPath('/broiler/slaughter-prediction/planning')?.next).toBe('/broiler/slaughter-prediction/planning/:id/:last_batch_id');
  });

  it('matches real addresses with or without a trailing slash', () => {
    expect(routeMetaForPath('/broiler/alerts/recent')?.name).toBe('RecentAlerts');
    expect(routeMetaForPath('/broiler/alerts/recent/')?.name).toBe('RecentAlerts');
    expect(routeMetaForPath('/matrix/alerts/history/dashboard/7')?.name).toBe('MatrixAlertHistoryDashboard');
    expect(routeMetaForPath('/broiler/slaughter-prediction/planning/3/9')?.name).toBe('SlaughterPlanningShed');
    expect(routeMetaForPath('/no/such/page')?.name).toBe('NotFound');
  });
});

describe('role-aware guard over the demo users', () => {
  for (const username of DEMO_USER_NAMES) {
    it(`lets ${username} into exactly the routes their roles open`, () => {
      const { roles } = DEMO_USERS[username];
      const allowed = appRoutes.filter((r) => routeAccessDenial(r.handle, roles) === null).map((r) => r.handle.name);
      expect(allowed.sort()).toEqual([...ALLOWED[username]].sort());
    });
  }

  it('says why: missing module first, then disabled, then missing permission', () => {
    const meta = (path: string) => routeMetaForPath(path) ?? { name: 'missing' };
    expect(routeAccessDenial(meta('/swine/nutrition'), DEMO_USERS.produtor.roles)).toBe('module');
    expect(routeAccessDenial(meta('/swine/alerts/history'), DEMO_USERS.produtor.roles)).toBe('module');
    const unbuilt = { ...meta('/broiler/alerts/history'), disabled: true };
    expect(routeAccessDenial(unbuilt, DEMO_USERS.produtor.roles)).toBe('disabled');
    expect(routeAccessDenial({ ...meta('/swine/alerts/history'), disabled: true }, DEMO_USERS.produtor.roles)).toBe('module');
    expect(routeAccessDenial({ ...meta('/broiler/slaughter-prediction/dashboard/2'), disabled: true }, DEMO_USERS.vendas.roles)).toBe('disabled');
    expect(routeAccessDenial(meta('/broiler/slaughter-prediction/dashboard/2'), DEMO_USERS.vendas.roles)).toBe('permission');
    expect(routeAccessDenial(meta('/broiler/sanity'), DEMO_USERS.vendas.roles)).toBe('permission');
    expect(routeAccessDenial(meta('/swine/alerts/recent'), { suinos: [] })).toBeNull();
    expect(routeAccessDenial(meta('/'), {})).toBeNull();
  });
});

describe('readSex', () => {
  it('reads 3 as male and anything else, or nothing, as female', () => {
    expect(readSex('?sex=3')).toBe('male');
    expect(readSex(new URLSearchParams({ sex: ' 3 ' }))).toBe('male');
    expect(readSex('sex=3&x=1')).toBe('male');
    for (const search of ['', '?sex=', '?sex=1', '?sex=2', '?sex=33', '?sex=male', '?other=3']) expect(readSex(search), search).toBe('female');
  });

  it('is declared by the dashboards whose batches have a sex', () => {
    const withSex = appRoutes.filter((r) => r.handle.sex).map((r) => r.handle.name);
    expect(withSex).toEqual(
      expect.arrayContaining(['PerformanceDashboard', 'MatrixPerformanceDashboard', 'SlaughterPredictionDashboard', 'PcpDashboard']),
    );
    expect(withSex).not.toContain('SanityDashboard');
  });
});
