import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder?: number) {
    super(
      `Another Plantel process${holder ? ` (pid ${holder})` : ''} is already using the data directory ${dataDir}.\n` +
        'The embedded database allows one process at a time: stop the other one, ' +
        'or point this one elsewhere with PLANTEL_DATA_DIR (or use a PostgreSQL server through DATABASE_URL).',
    );
  }
}

/** Who holds the lock: a process id and, where the system tells it, when that process started. */
interface Holder {
  pid: number;
  started: string | null;
}

/** A lock file being written this recently may still be half-written by a process starting now. */
const FRESH_MS = 2_000;

/** A process's state letter and start time (clock ticks since boot) from Linux /proc; null where the system does not say. */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3 (state); starttime is field 22.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', started: fields[19] ?? '' };
  } catch {
    return null;
  }
}

const startTimeOf = (pid: number): string | null => procStat(pid)?.started ?? null;

/**
 * Whether the holder is still running: its pid is alive, is not a zombie (killed, waiting only to be
 * reaped by its parent) and, where known, is the same process (a reused pid is not).
 */
function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(holder.pid);
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return false;
  if (holder.started === null) return true;
  return stat === null || stat.started === holder.started;
}

/**
 * How long a start waits for a holder that may be dying: a process killed a moment ago can still be
 * tearing down its memory. Only a holder still running after that is refused.
 */
export const DYING_GRACE_MS = 5_000;

async function stillRunningAfterGrace(holder: Holder): Promise<boolean> {
  const until = Date.now() + DYING_GRACE_MS;
  while (isRunning(holder)) {
    if (Date.now() > until) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : null } : null;
  } catch {
    return null;
  }
}

const modifiedWithin = (file: string, ms: number) => {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < ms;
  } catch {
    return false;
  }
};

/**
 * PGlite has no lock between processes, and two writers corrupt its files. Holds a lock file in the
 * data directory, naming this process, for as long as it runs. A lock left by a process that is no
 * longer running (killed, crashed, a zombie not yet reaped) is taken over at once; a holder still
 * running is given a few seconds to die, then refused.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'plantel.lock');
  const me: Holder = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return async () => {
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (holder ? await stillRunningAfterGrace(holder) : modifiedWithin(file, FRESH_MS)) throw new DataDirLockedError(dataDir, holder?.pid);
    // Stale: set it aside under a name of our own, so two processes starting together cannot both remove a fresh lock.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const taken = readHolder(aside);
    if (taken && isRunning(taken)) {
      fs.renameSync(aside, file);
      throw new DataDirLockedError(dataDir, taken.pid);
    }
    fs.rmSync(aside, { recursive: true, force: true });
  }
  throw new DataDirLockedError(dataDir);
}
