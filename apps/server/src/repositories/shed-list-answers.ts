import { LRUCache } from 'lru-cache';
import { SHED_LIST_CHANNEL } from '../db/channels';
import type { ChannelListener, Database, Db } from '../db/database';


/** A page of a shed list as the database wrote it. */
export interface ShedListAnswer {
  results: string;
  total: number;
}

/**
 * How long an answer is kept at most. A batch's age is the one figure that moves with the clock
 * alone: it shows the new day this much late at worst.
 */
const ANSWER_TTL_MS = 2_000;
const MAX_BYTES = 4 * 1024 * 1024;
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * The shed-list answers a server keeps for one database, each under its query's shape and values
 * (the company, the reader's scope and alert types included). An answer is served only while
 * nothing of its company has changed since it was read: every change heard on the channel moves the
 * company's generation on, and an answer read across a change is not kept. Whoever made a change
 * reads it at once; another copy as soon as the notice reaches it. While the channel cannot be heard
 * (a lost connection), nothing is kept at all.
 */
class ShedListAnswers implements ChannelListener {
  private readonly answers = new LRUCache<string, { stamp: string; answer: ShedListAnswer }>({
    max: 10_000,
    maxSize: MAX_BYTES,
    maxEntrySize: MAX_ANSWER_BYTES,
    sizeCalculation: (entry, key) => entry.answer.results.length + key.length,
    ttl: ANSWER_TTL_MS,
    // Dropped when it expires, not when next asked for: memory holds only the answers of the last 2 s.
    ttlAutopurge: true,
  });
  private readonly generations = new Map<number, number>();
  private hearing = false;
  /** Moves on whenever hearing starts or stops, so nothing read across a gap in hearing is kept. */
  private epoch = 0;

  heard(payload: string) {
    const companyId = Number(payload);
    if (Number.isSafeInteger(companyId)) this.generations.set(companyId, (this.generations.get(companyId) ?? 0) + 1);
  }

  listening(on: boolean) {
    this.hearing = on;
    this.epoch += 1;
    this.answers.clear();
  }

  /** What an answer of the company read now is kept under; null when none may be kept. */
  private stampOf(companyId: number): string | null {
    if (!this.hearing) return null;
    return `${this.epoch}:${this.generations.get(companyId) ?? 0}`;
  }

  async answer(companyId: number, key: string, read: () => Promise<ShedListAnswer>): Promise<ShedListAnswer> {
    const stamp = this.stampOf(companyId);
    if (stamp === null) return read();
    const known = this.answers.get(key);
    if (known?.stamp === stamp) return known.answer;
    const answer = await read();
    // Kept only if nothing changed while it was read.
    if (this.stampOf(companyId) === stamp) this.answers.set(key, { stamp, answer });
    return answer;
  }
}

const keptFor = new WeakMap<Db, ShedListAnswers>();

/** Keeps shed-list answers for `database`'s handle while it hears the channel; answers how to stop. */
export async function keepShedListAnswers(database: Database): Promise<() => Promise<void>> {
  if (keptFor.has(database.db)) return async () => {};
  const answers = new ShedListAnswers();
  const stop = await database.listen(SHED_LIST_CHANNEL, answers);
  keptFor.set(database.db, answers);
  return async () => {
    keptFor.delete(database.db);
    await stop();
  };
}

/** The company's answer under `key`: kept, or read and perhaps kept (only on a handle that keeps answers). */
export function keptShedListAnswer(db: Db, companyId: number, key: string, read: () => Promise<ShedListAnswer>): Promise<ShedListAnswer> {
  const answers = keptFor.get(db);
  return answers ? answers.answer(companyId, key, read) : read();
}
