import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database in ./data on 127.0.0.1:8080 with the demo on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, demo: true, jwtTtl: '12h' });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it('reads PLANTEL_DEMO=0 as off', () => {
    expect(loadConfig({ PLANTEL_DEMO: '0' }).demo).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres://'],
    [{ PLANTEL_JWT_SECRET: 'short' }, 'PLANTEL_JWT_SECRET: must be at least 32 characters'],
    [{ PLANTEL_JWT_TTL: 'forever' }, 'PLANTEL_JWT_TTL'],
    [{ PLANTEL_DEMO: 'maybe' }, 'PLANTEL_DEMO'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
