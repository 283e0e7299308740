import { text } from 'node:stream/consumers';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';
import { runCli } from './program';

try {
  const config = loadConfig();
  const code = await runCli(process.argv.slice(2), {
    openDatabase: () => openDatabase(config),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    readStdin: () => text(process.stdin),
    links: { publicUrl: config.publicUrl, publicUrlSet: config.publicUrlSet },
  });
  process.exit(code);
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
}
