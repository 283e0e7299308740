// The functions a V8 CPU profile (node --cpu-prof) spent the most self time in.
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  /** Monotonic clock, µs: the same clock as process.hrtime in any process of the machine (Linux). */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  function: string;
  where: string;
  self_ms: number;
  share: number;
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * Self time per function (by name and place), largest first; `share` of all sampled time, idle
 * included. With `window` ([from, to] on the monotonic clock, µs, as the api bench records each
 * scenario's), only the samples taken then.
 */
export function topSelfTime(file: string, top = 25, window?: readonly [number, number]): { total_ms: number; idle_share: number; functions: SelfTime[] } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  let at = profile.startTime;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (window && (at < window[0] || at > window[1])) return;
    total += dt;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') idle += dt;
    const where = frame.url ? `${path.relative(root, frame.url.replace(/^file:\/\//, ''))}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}\u0000${where}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + dt);
  });
  const functions = [...selfUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => {
      const [fn, where] = key.split('\u0000') as [string, string];
      return { function: fn, where, self_ms: Math.round(us / 100) / 10, share: Math.round((us / total) * 1000) / 1000 };
    });
  return { total_ms: Math.round(total / 1000), idle_share: Math.round((idle / total) * 1000) / 1000, functions };
}

if (process.argv[1] === import.meta.filename) {
  // WINDOW=<from µs>,<to µs>: a scenario's monotonic_us from the api bench's results.
  const window = process.env.WINDOW ? (process.env.WINDOW.split(',').map(Number) as [number, number]) : undefined;
  for (const file of process.argv.slice(2)) console.log(JSON.stringify(topSelfTime(file, Number(process.env.TOP ?? 25), window), null, 2));
}
