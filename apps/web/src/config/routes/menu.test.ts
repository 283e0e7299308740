import { describe, expect, it } from 'vitest';
import { DEMO_USERS, type DemoUserName } from '@/testing/demoUsers';
import type { AppRoute } from './AppRoute';
import { buildMenu, type MenuModule } from './menu';

/** A menu as text: module (with ! when disabled) → items, 🔒 marking locked ones, dashboards after '|'. */
function describeMenu(menu: MenuModule[]): Record<string, string[]> {
  const item = ({ name, disabled }: { name: string; disabled: boolean }) => (disabled ? `🔒${name}` : name);
  return Object.fromEntries(
    menu.map((m) => [`${m.module}${m.disabled ? '!' : ''}`, [...m.items.map(item), '|', ...m.dashboards.map(item)]]),
  );
}

const broilerAll = ['Performance', 'SlaughterPrediction', 'SlaughterPlanning', 'Sanity', 'Nutrition', 'RecentAlerts', 'AlertHistory', '|', 'SlaughterPredictionDashboard'];
const matrixAll = ['MatrixPerformance', 'MatrixSanity', 'MatrixNutrition', 'MatrixRecentAlerts', 'MatrixAlertHistory', '|'];
const layingAll = ['LayingBirdsPerformance', 'LayingBirdsSanity', 'LayingBirdsNutrition', 'LayingBirdsRecentAlerts', 'LayingBirdsAlertHistory', '|'];
const swineAll = ['SwineNutrition', 'SwineRecentAlerts', 'SwineAlertHistory', '|'];

const EXPECTED: Record<DemoUserName, Record<string, string[]>> = {
  admin: { broiler: broilerAll, matrix: matrixAll, 'laying-birds': layingAll, swine: swineAll },
  tecnico: { broiler: broilerAll, matrix: matrixAll, 'laying-birds': layingAll, swine: swineAll },
  produtor: { broiler: broilerAll, matrix: matrixAll },
  vendas: {
    broiler: [
      'Performance',
      '🔒SlaughterPrediction',
      '🔒SlaughterPlanning',
      '🔒Sanity',
      '🔒Nutrition',
      'RecentAlerts',
      'AlertHistory',
      '|',
      '🔒SlaughterPredictionDashboard',
    ],
  },
  suinos: { swine: swineAll },
};

describe('buildMenu', () => {
  for (const [username, expected] of Object.entries(EXPECTED) as [DemoUserName, Record<string, string[]>][]) {
    it(`shows ${username} the modules of their roles, in product order, with the right locks`, () => {
      const menu = buildMenu(DEMO_USERS[username].roles);
      expect(describeMenu(menu)).toEqual(expected);
      expect(menu.map((m) => m.module)).toEqual(Object.keys(expected));
    });
  }

  it('links each item to its route and names its feature', () => {
    const [broiler] = buildMenu(DEMO_USERS.produtor.roles);
    expect(broiler?.items.slice(0, 2)).toEqual([
      { name: 'Performance', path: '/broiler/performance', feature: 'performance', route: '/broiler/performance', disabled: false },
      { name: 'SlaughterPrediction', path: '/broiler/slaughter-prediction', feature: 'slaughterPrediction', route: '/broiler/slaughter-prediction', disabled: false },
    ]);
  });

  it('opens a dashboard entry on its feature’s list, where the shed is chosen, and marks it on the dashboard alone', () => {
    const [broiler] = buildMenu(DEMO_USERS.produtor.roles);
    expect(broiler?.dashboards).toEqual([
      { name: 'SlaughterPredictionDashboard', path: '/broiler/slaughter-prediction', feature: 'slaughterPrediction', route: '/broiler/slaughter-prediction/dashboard/:id', disabled: false },
    ]);
  });

  it('locks an item whose permission the module’s roles lack, even when another module grants it', () => {
    const menu = buildMenu({ frangos_de_corte: ['Sanidade'], matrizeiro: ['Performance'] });
    expect(describeMenu(menu).broiler).toContain('🔒Performance');
    expect(describeMenu(menu).broiler).toContain('Sanity');
    expect(describeMenu(menu).matrix).toContain('MatrixPerformance');
  });

  it('leaves out the routes that are disabled (not built yet), and disables a module when every item left is locked', () => {
    const page = async () => () => null;
    const routes: AppRoute[] = [
      { path: '/swine/a', layout: true, handle: { name: 'A', module: 'swine', role: 'suinos', feature: 'nutrition', permission: 'Nutrição', menu: true }, page },
      { path: '/swine/b', layout: true, handle: { name: 'B', module: 'swine', role: 'suinos', feature: 'alertHistory', menu: true, disabled: true }, page },
      { path: '/swine/c/:id', layout: true, handle: { name: 'C', module: 'swine', role: 'suinos', feature: 'nutrition', dashboard: true }, page },
    ];
    expect(describeMenu(buildMenu({ suinos: [] }, routes))).toEqual({ 'swine!': ['🔒A', '|'] });
    expect(describeMenu(buildMenu({ suinos: ['Nutrição'] }, routes))).toEqual({ swine: ['A', '|'] });
  });

  it('is empty for a user without modules', () => {
    expect(buildMenu({})).toEqual([]);
  });
});
