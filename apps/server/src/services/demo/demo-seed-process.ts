// The demo's first seed runs in a short-lived process of its own. Simulating two weeks of farms grows
// the heap to about 200 MB, and a process keeps most of the memory its heap once held: seeded in the
// server, that peak would stay resident for as long as the server runs.
import { spawn } from 'node:child_process';

/** The argument that makes the server's entry seed the demo and exit, instead of serving. */
export const SEED_DEMO_ARGUMENT = '--seed-demo';

/** Runs the server's entry (the compiled bundle or its TypeScript, as this process runs) to seed the demo, and waits for it. */
export async function seedDemoInOwnProcess(entry: string): Promise<void> {
  // The same loaders as this process (tsx in development), without the restart-on-change watcher
  // and without the server's heap limits (its peak is gone with it; the limits would only slow it).
  const execArgv = process.execArgv.filter((arg) => !/^--(watch|max-semi-space-size|heap-growing-percent)/.test(arg));
  const child = spawn(process.execPath, [...execArgv, '--enable-source-maps', entry, SEED_DEMO_ARGUMENT], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`seeding the demo failed (its process exited with code ${code})`);
}
