import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { buildServerIfStale, SERVER_HEAP_FLAGS, serverBundle } from '../../scripts/build';

const root = path.join(import.meta.dirname, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Resolves once something listens on `port` of 127.0.0.1. */
export async function waitForPort(port: number, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listened on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Runs the compiled Plantel server as its own process, as in production (built first when its
 * sources changed), so the load generator does not share its event loop. Resolves once /api/health
 * answers. `nodeArgs` go to node (`--cpu-prof`, say).
 */
export async function startServerProcess(env: Record<string, string>, nodeArgs: readonly string[] = []) {
  await buildServerIfStale();
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_HEAP_FLAGS, '--enable-source-maps', ...nodeArgs, serverBundle], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited with code ${code}`))));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await Promise.race([
      fetch(`${url}/api/health`).then((r) => r.ok, () => false),
      exited,
    ]);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    /** The server's process id (to read its memory, for one). */
    pid: child.pid!,
    /** Sends SIGKILL and returns at once, while the process may still be dying. */
    signalKill: () => void child.kill('SIGKILL'),
    /** Ends the process at once, as a crash or power cut would (no shutdown, no flush). */
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
