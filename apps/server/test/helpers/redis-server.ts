import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { freePort, waitForPort } from './server-process';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p)) ?? (spawnSync('which', ['redis-server']).stdout?.toString().trim() || null);

/**
 * A Redis server of the test's own (Debian's redis-server), on a free port, keeping nothing on
 * disk; null, with the reason printed, where Redis is not installed.
 */
export async function startTestRedis(): Promise<TestRedis | null> {
  if (!REDIS) {
    console.warn('Redis tests skipped: Redis is not installed (apt-get install redis-server).');
    return null;
  }
  const port = await freePort();
  const server = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port, 5000);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
