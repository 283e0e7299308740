import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Letters folded by `foldedText`; lower() alone would miss accented capitals under the C locale.
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';

/** Text without case or accents, the same on PGlite and PostgreSQL whatever the database locale. */
export const foldedText = (text: SQLWrapper | string): SQL =>
  sql`lower(translate(${text}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;

/** Case- and accent-insensitive substring test. */
export const containsFolded = (text: SQLWrapper, needle: SQLWrapper | string): SQL => sql`strpos(${foldedText(text)}, ${foldedText(needle)}) > 0`;

/** The rows of a raw `db.execute` answer (node-postgres and PGlite both put them in `rows`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A comma-separated list of parameters, for `in (…)` in raw SQL. */
export const paramList = (values: readonly number[]): SQL => sql.join(values.map((v) => sql`${v}`), sql`, `);
