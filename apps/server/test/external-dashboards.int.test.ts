import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalDashboardsConfigSchema } from '@plantel/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

const dashboards = {
  'broiler/performance': { host: 'https://dash.example.com/grafana', dashboards: { 'pt-BR': 'perf-pt', es: 'perf-es' } },
  'swine/nutrition': { host: 'http://hydro.example.net:3000', orgId: 4, dashboards: { 'pt-BR': 'hydro' } },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PLANTEL_EXTERNAL_DASHBOARDS: JSON.stringify(dashboards) });
});
afterAll(() => t.close());

const get = async (username: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/external-dashboards', headers: { authorization: `Bearer ${await t.tokenFor(username)}` } });

describe('GET /api/v1/external-dashboards', () => {
  it('answers the configured pages of the modules the roles open', async () => {
    const all = await get('admin');
    expect(all.statusCode).toBe(200);
    expect(Object.keys(externalDashboardsConfigSchema.parse(all.json())).sort()).toEqual(['broiler/performance', 'swine/nutrition']);

    const swine = externalDashboardsConfigSchema.parse((await get('suinos')).json());
    expect(swine).toEqual({ 'swine/nutrition': { provider: 'grafana', ...dashboards['swine/nutrition'] } });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/external-dashboards' })).statusCode).toBe(401);
  });

  it('lets the pages frame the configured hosts and no others', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const frameSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc?.trim().split(/\s+/).sort()).toEqual(["'self'", 'frame-src', 'http://hydro.example.net:3000', 'https://dash.example.com']);
  });
});
