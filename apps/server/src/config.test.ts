import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database in ./data on 127.0.0.1:8080 with the demo on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, demo: true, jwtTtl: '12h', refreshTtl: '7d' });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it('reads PLANTEL_DEMO=0 as off', () => {
    expect(loadConfig({ PLANTEL_DEMO: '0' }).demo).toBe(false);
  });

  it('keeps the demo farm live on the embedded database, off with DATABASE_URL unless asked, never without the demo', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/plantel';
    expect(loadConfig({}).demoLiveSeconds).toBe(120);
    expect(loadConfig({ PLANTEL_DEMO_LIVE_SECONDS: '5' }).demoLiveSeconds).toBe(5);
    expect(loadConfig({ PLANTEL_DEMO_LIVE: '0' }).demoLiveSeconds).toBeNull();
    expect(loadConfig({ DATABASE_URL: pg }).demoLiveSeconds).toBeNull();
    expect(loadConfig({ DATABASE_URL: pg, PLANTEL_DEMO_LIVE: '1' }).demoLiveSeconds).toBe(120);
    expect(loadConfig({ PLANTEL_DEMO: '0', PLANTEL_DEMO_LIVE: '1' }).demoLiveSeconds).toBeNull();
    expect(() => loadConfig({ PLANTEL_DEMO_LIVE_SECONDS: '0' })).toThrow(/PLANTEL_DEMO_LIVE_SECONDS/);
  });

  it('looks for due report e-mails every minute unless told otherwise (0: never)', () => {
    expect(loadConfig({}).reportsIntervalSeconds).toBe(60);
    expect(loadConfig({ PLANTEL_REPORTS_INTERVAL_SECONDS: '0' }).reportsIntervalSeconds).toBe(0);
  });

  it('counts sign-ins in memory unless REDIS_URL names a Redis to share them in', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres://'],
    [{ PLANTEL_JWT_SECRET: 'short' }, 'PLANTEL_JWT_SECRET: must be at least 32 characters'],
    [{ PLANTEL_JWT_TTL: 'forever' }, 'PLANTEL_JWT_TTL'],
    [{ PLANTEL_REFRESH_TTL: '7 days' }, 'PLANTEL_REFRESH_TTL'],
    [{ PLANTEL_DEMO: 'maybe' }, 'PLANTEL_DEMO'],
    [{ PLANTEL_REPORTS_INTERVAL_SECONDS: '-1' }, 'PLANTEL_REPORTS_INTERVAL_SECONDS'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must start with redis:// or rediss://'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  describe('external dashboards', () => {
    const entry = { host: 'https://dash.example.com/grafana', dashboards: { 'pt-BR': 'perf-pt', en: 'perf-en' } };

    it('has none by default', () => {
      expect(loadConfig({}).externalDashboards).toEqual({});
    });

    it('reads them from JSON in the variable, with the provider and organisation defaulted', () => {
      const config = loadConfig({ PLANTEL_EXTERNAL_DASHBOARDS: JSON.stringify({ 'broiler/performance': entry }) });
      expect(config.externalDashboards).toEqual({ 'broiler/performance': { provider: 'grafana', orgId: 1, ...entry } });
    });

    it('reads them from the file the variable names, and the test leaves no file behind', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-config-'));
      try {
        const file = path.join(dir, 'dashboards.json');
        fs.writeFileSync(file, JSON.stringify({ 'swine/nutrition': entry }));
        expect(Object.keys(loadConfig({ PLANTEL_EXTERNAL_DASHBOARDS_FILE: file }).externalDashboards)).toEqual(['swine/nutrition']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      expect(fs.existsSync(dir)).toBe(false);
    });

    it.each([
      [{ PLANTEL_EXTERNAL_DASHBOARDS: '{not json' }, 'PLANTEL_EXTERNAL_DASHBOARDS: not valid JSON'],
      [{ PLANTEL_EXTERNAL_DASHBOARDS: JSON.stringify({ 'broiler/weather': entry }) }, 'PLANTEL_EXTERNAL_DASHBOARDS'],
      [{ PLANTEL_EXTERNAL_DASHBOARDS: JSON.stringify({ 'broiler/sanity': { ...entry, host: 'ftp://x' } }) }, 'broiler/sanity.host'],
      [{ PLANTEL_EXTERNAL_DASHBOARDS_FILE: '/nonexistent/dashboards.json' }, 'PLANTEL_EXTERNAL_DASHBOARDS_FILE: cannot read'],
      [{ PLANTEL_EXTERNAL_DASHBOARDS: '{}', PLANTEL_EXTERNAL_DASHBOARDS_FILE: '/x.json' }, 'not both'],
    ])('refuses %j naming the variable and what is wrong', (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  });
});
