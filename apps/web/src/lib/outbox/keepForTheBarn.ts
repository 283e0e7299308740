import { useEffect } from 'react';
import { batchPerformanceSchema, shedDetailSchema, shedListSchema } from '@plantel/contracts';
import { apiClient, type ApiClientOptions } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session';

/** When, and for whom, the barn's pages were last kept on this phone (`user@ms`). */
const KEPT_KEY = 'plantel.barn.keptAt';
/** Kept again once a day while online. */
const KEEP_EVERY_MS = 24 * 3_600_000;
/** The sheds kept, most urgent first: a producer's all, a technician's many. */
const MAX_SHEDS = 60;

/** How long after the page is taken over the keeping starts. */
const KEEP_AFTER_MS = 20_000;

let keeping: Promise<void> | null = null;
/** Ends the keeping under way: at sign-out nothing more may reach the kept answers. */
let stop = new AbortController();

/**
 * Reads, while the service worker keeps its answers, what a person needs to record in the barn with
 * no network (docs/offline.md): the sheds with a flock they follow, each shed's page, its batch's
 * divisions and figures, its silos, and the ration types. A shed never opened online then still
 * opens, and takes records, offline.
 */
export function keepForTheBarn(now = Date.now()): Promise<void> {
  keeping ??= keep(now, stop.signal)
    .catch((error: unknown) => {
      if (!stop.signal.aborted && !(error instanceof DOMException && error.name === 'AbortError')) console.warn('What the barn needs could not all be kept:', error);
    })
    .finally(() => {
      keeping = null;
    });
  return keeping;
}

/**
 * Stops the keeping under way and waits until its requests have ended, so that what the service
 * worker drops at sign-out is not kept again by a late answer.
 */
export async function stopKeepingForTheBarn(): Promise<void> {
  stop.abort();
  stop = new AbortController();
  await keeping;
}

/** When the barn's pages were last kept for `username`, ms; null if never. */
export function barnKeptAt(username: string): number | null {
  const [who, at] = (localStorage.getItem(KEPT_KEY) ?? '').split('@');
  return who === username && Number(at) > 0 ? Number(at) : null;
}

async function keep(now: number, signal: AbortSignal): Promise<void> {
  const { username } = useSessionStore.getState();
  if (!username || !navigator.onLine || !navigator.serviceWorker?.controller) return;
  const kept = barnKeptAt(username);
  if (kept !== null && now - kept < KEEP_EVERY_MS) return;
  const read = <T>(path: string, schema?: ApiClientOptions<T>['schema']) => {
    signal.throwIfAborted();
    return apiClient<T>(path, { signal, ...(schema ? { schema } : {}) });
  };
  await read('/v1/ration-types?offset=0&limit=999');
  await read('/v1/external-dashboards');
  const sheds = await read(`/v2/sheds/lodged?limit=${MAX_SHEDS}&offset=0`, shedListSchema);
  for (const { id } of sheds.results) {
    const shed = await read(`/v2/sheds/${id}`, shedDetailSchema);
    await read(`/v2/sheds/${id}/conditions`);
    await read(`/v1/silos-shed/${id}`);
    if (shed.lastBatch === null) continue;
    const performance = await read(`/v2/batches/${shed.lastBatch}/performance`, batchPerformanceSchema);
    await read(`/v2/batches/${shed.lastBatch}/removals`);
    await read(`/v2/batches/${shed.lastBatch}/lodging`);
    await read(`/v2/batches/${shed.lastBatch}/nutrition`);
    for (const division of performance.divisions) await read(`/v2/batches/${shed.lastBatch}/mortality?division=${division.id}`);
  }
  localStorage.setItem(KEPT_KEY, `${username}@${now}`);
}

/** Keeps the barn's pages once the service worker controls the page, then daily, and again when the network returns. */
export function useKeepForTheBarn(): void {
  const token = useSessionStore((state) => state.token);
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!token || !worker) return;
    // A little after the page settles: its own answers first, and a visit that signs out at once keeps nothing.
    const run = () => void setTimeout(() => void keepForTheBarn(), KEEP_AFTER_MS);
    run();
    worker.addEventListener('controllerchange', run);
    window.addEventListener('online', run);
    const timer = setInterval(run, 3_600_000);
    return () => {
      worker.removeEventListener('controllerchange', run);
      window.removeEventListener('online', run);
      clearInterval(timer);
    };
  }, [token]);
}
