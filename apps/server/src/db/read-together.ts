import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database';

type Read = () => PromiseLike<unknown>;
type Answers<R extends readonly Read[]> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };

/**
 * Independent reads: side by side on the pool's connections, one after another inside a
 * transaction, whose one connection takes a query at a time (node-postgres queues the others and
 * warns that a later version will refuse them).
 */
export async function readTogether<R extends readonly Read[]>(db: Db, reads: [...R]): Promise<Answers<R>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers<R>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<R>;
}
