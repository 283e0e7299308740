import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from './server-process';

export interface TestBroker {
  url: string;
  stop(): Promise<void>;
}

const MOSQUITTO = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto'].find((p) => fs.existsSync(p)) ?? (spawnSync('which', ['mosquitto']).stdout?.toString().trim() || null);

/**
 * A Mosquitto broker of the test's own (Debian's package), on a free port, keeping every queued
 * message for persistent sessions; null, with the reason printed, where Mosquitto is not installed.
 */
export async function startTestBroker(): Promise<TestBroker | null> {
  if (!MOSQUITTO) {
    console.warn('MQTT tests skipped: Mosquitto is not installed (apt-get install mosquitto).');
    return null;
  }
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-mosquitto-'));
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(conf, [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false', 'max_queued_messages 0', 'set_tcp_nodelay true', ''].join('\n'));
  const broker = spawn(MOSQUITTO, ['-c', conf], { stdio: 'ignore' });
  await waitForPort(port, 5000);
  return {
    url: `mqtt://127.0.0.1:${port}`,
    stop: async () => {
      broker.kill('SIGTERM');
      await new Promise((resolve) => broker.once('exit', resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
