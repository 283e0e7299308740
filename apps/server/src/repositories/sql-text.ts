import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Letters folded by `foldedText`; lower() alone would miss accented capitals under the C locale.
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';

/** Text without case or accents, the same on PGlite and PostgreSQL whatever the database locale. */
export const foldedText = (text: SQLWrapper | string): SQL =>
  sql`lower(translate(${text}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;

/** Case- and accent-insensitive substring test. */
export const containsFolded = (text: SQLWrapper, needle: string): SQL => sql`strpos(${foldedText(text)}, ${foldedText(needle)}) > 0`;
