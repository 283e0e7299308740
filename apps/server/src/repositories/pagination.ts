/**
 * The total of a paged query that carried it as `count(*) over ()` on every row; an empty page
 * carries none, so only then is it counted separately (past the end) or known to be zero.
 */
export async function totalOf(rows: readonly { total: number }[], offset: number, countAll: () => Promise<number>): Promise<number> {
  if (rows.length > 0) return rows[0]!.total;
  return offset > 0 ? countAll() : 0;
}
