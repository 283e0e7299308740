import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { pageTitle } from './pageTitle';

const CASES: [pattern: string, ptBR: string, en: string, es: string][] = [
  ['/', 'Plantel', 'Plantel', 'Plantel'],
  ['/login', 'Plantel - Entrar', 'Plantel - Sign in', 'Plantel - Iniciar sesión'],
  ['/broiler/performance', 'Plantel - Frangos de corte - Desempenho', 'Plantel - Broiler - Performance', 'Plantel - Pollos de engorde - Desempeño'],
  [
    '/broiler/performance/dashboard/:id',
    'Plantel - Frangos de corte - Desempenho - Painel',
    'Plantel - Broiler - Performance - Dashboard',
    'Plantel - Pollos de engorde - Desempeño - Panel',
  ],
  [
    '/broiler/slaughter-prediction/planning/:id/:last_batch_id',
    'Plantel - Frangos de corte - Previsão de abate - Planejamento',
    'Plantel - Broiler - Slaughter prediction - Planning',
    'Plantel - Pollos de engorde - Predicción de faena - Planificación',
  ],
  ['/matrix/alerts/recent/', 'Plantel - Matrizeiro - Alertas - Recentes', 'Plantel - Breeders - Alerts - Recent', 'Plantel - Reproductoras - Alertas - Recientes'],
  ['/laying-birds/sanity', 'Plantel - Aves poedeiras - Sanidade', 'Plantel - Laying hens - Health', 'Plantel - Gallinas ponedoras - Sanidad'],
  ['/swine/alerts/history/dashboard/:id', 'Plantel - Suínos - Alertas - Histórico - Painel', 'Plantel - Swine - Alerts - History - Dashboard', 'Plantel - Porcinos - Alertas - Historial - Panel'],
  ['*', 'Plantel - Página não encontrada', 'Plantel - Page not found', 'Plantel - Página no encontrada'],
  ['/settings/alerts', 'Plantel - Configurações - Alertas', 'Plantel - Settings - Alerts', 'Plantel - Configuración - Alertas'],
  ['/settings/reports', 'Plantel - Configurações - Relatórios agendados', 'Plantel - Settings - Scheduled reports', 'Plantel - Configuración - Informes programados'],
  ['/settings/performance', 'Plantel - Configurações - Desempenho', 'Plantel - Settings - Performance', 'Plantel - Configuración - Desempeño'],
  ['/settings/batch-import', 'Plantel - Configurações - Importação de lote', 'Plantel - Settings - Batch import', 'Plantel - Configuración - Importación de lote'],
  ['/settings/users', 'Plantel - Configurações - Usuários', 'Plantel - Settings - Users', 'Plantel - Configuración - Usuarios'],
];

describe('pageTitle', () => {
  for (const [pattern, ...titles] of CASES) {
    it(`titles ${pattern} in each language, leaving the parameters out`, () => {
      expect(['pt-BR', 'en', 'es'].map((lng) => pageTitle(pattern, i18n.getFixedT(lng)))).toEqual(titles);
    });
  }

  it('shows an unknown segment as it is rather than a translation key', () => {
    expect(pageTitle('/broiler/weather', i18n.getFixedT('en'))).toBe('Plantel - Broiler - weather');
  });
});
