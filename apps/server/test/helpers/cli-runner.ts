import { runCli } from '../../src/cli/program';
import type { TestApp } from './test-app';

/** Runs the CLI in-process against the test app's database, capturing its output. */
export async function runCliOn(t: TestApp, args: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    openDatabase: async () => ({ ...t.database, close: async () => {} }),
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readStdin: async () => stdin,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
