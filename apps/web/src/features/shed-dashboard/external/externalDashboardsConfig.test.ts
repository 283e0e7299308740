import { describe, expect, it } from 'vitest';
import { externalDashboardsConfigSchema } from '@plantel/contracts';
import { findExternalDashboard } from './findExternalDashboard';

const entry = { host: 'https://g.example.com', dashboards: { 'pt-BR': 'perf' } };

describe('external dashboards configuration', () => {
  it('maps module/feature to a host and per-language dashboards, with defaults', () => {
    const config = externalDashboardsConfigSchema.parse({ 'broiler/performance': entry });

    expect(findExternalDashboard(config, 'broiler', 'performance')).toEqual({ provider: 'grafana', orgId: 1, ...entry });
    expect(findExternalDashboard(config, 'matrix', 'performance')).toBeUndefined();
    expect(findExternalDashboard(undefined, 'broiler', 'performance')).toBeUndefined();
  });

  it.each([
    ['an unknown page', { 'broiler/weather': entry }],
    ['a host that is not http(s)', { 'broiler/sanity': { ...entry, host: 'javascript:alert(1)' } }],
    ['no pt-BR dashboard', { 'broiler/sanity': { ...entry, dashboards: { en: 'perf' } } }],
    ['a uid that is not one', { 'broiler/sanity': { ...entry, dashboards: { 'pt-BR': '../admin' } } }],
  ])('refuses %s', (_case, config) => {
    expect(externalDashboardsConfigSchema.safeParse(config).success).toBe(false);
  });
});
