import type { RowChunks } from './export-columns';

/** Rows read per query while a file is written: small enough to hold, large enough to be quick. */
export const EXPORT_CHUNK_ROWS = 500;

/**
 * Every row of a paged query, a page at a time, from offset 0 until a page comes back short. For
 * lists that stay small (a batch's deliveries, a company's sheds); large ones read by key instead.
 */
export async function* pagedChunks<Row>(page: (limit: number, offset: number) => Promise<readonly Row[]>, size = EXPORT_CHUNK_ROWS): RowChunks<Row> {
  for (let offset = 0; ; offset += size) {
    const rows = await page(size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** Rows computed whole (a batch's consumption by day, its forecast), as one chunk. */
export async function* wholeChunk<Row>(rows: readonly Row[]): RowChunks<Row> {
  yield rows;
}

/**
 * The same chunks with the first one already read: a failure of the first query is still an
 * ordinary error answer, before the download begins.
 */
export async function firstChunkRead<Row>(chunks: RowChunks<Row>): Promise<RowChunks<Row>> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  })();
}
