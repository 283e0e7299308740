import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/server-process';

/*
 * The embedded database after a crash: a server killed with SIGKILL leaves its directory lock
 * behind, and the next start (a supervisor restarts at once) serves again within 5 s, ten times in a
 * row, on the same data. The dead process may still be dying, or not yet reaped, when the next one starts.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-crash-'));
const env = { PLANTEL_DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a server killed with SIGKILL on the embedded database', () => {
  it('is healthy again within 5 s of each kill, ten times in a row, its data whole', async () => {
    let server = await startServerProcess(env);
    const companies = async (url: string) => {
      const token = ((await (await fetch(`${url}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'plantel' }) })).json()) as { access: string }).access;
      return (await fetch(`${url}/api/v2/sheds/performance?module=frangos_de_corte&limit=1`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<{ count: number }>;
    };
    const { count } = await companies(server.url);
    expect(count).toBeGreaterThan(0);
    const took: number[] = [];
    for (let i = 0; i < 10; i++) {
      const killedAt = Date.now();
      server.signalKill();
      server = await startServerProcess(env);
      took.push(Date.now() - killedAt);
    }
    expect((await companies(server.url)).count).toBe(count);
    await server.stop();
    expect(Math.max(...took), `from kill to healthy: ${took.join(', ')} ms`).toBeLessThan(5000);
  }, 180_000);
});
