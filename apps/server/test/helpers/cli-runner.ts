import { runCli } from '../../src/cli/program';
import type { CliContext } from '../../src/cli/cli-context';
import type { TestApp } from './test-app';

/** Runs the CLI in-process against the test app's database, capturing its output; `links` as the server's configuration gives them. */
export async function runCliOn(t: TestApp, args: string[], stdin = '', links?: CliContext['links']) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    openDatabase: async () => ({ ...t.database, close: async () => {} }),
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readStdin: async () => stdin,
    ...(links ? { links } : {}),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
