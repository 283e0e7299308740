import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Plantel process is already using the data directory ${dataDir}.\n` +
        'The embedded database allows one process at a time: stop the other one, ' +
        'or point this one elsewhere with PLANTEL_DATA_DIR (or use a PostgreSQL server through DATABASE_URL).',
    );
  }
}

/**
 * PGlite has no lock between processes, and two writers corrupt its files.
 * Holds a lock file in the data directory for as long as the process runs.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'plantel.lock'),
      stale: 15_000,
      update: 5_000,
      onCompromised: (err) => {
        console.error(`Lost the lock on ${dataDir}: ${err.message}. Stopping to protect the data.`);
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw err;
  }
}
