import type { AlertLanguage, StatementResponse } from '@plantel/contracts';
import type { Db } from '../../db/database';
import type { Principal } from '../access/auth.service';
import { companyTimeZone } from '../common/calendar-days';
import { fileSlug } from '../exports/export-file';
import { getStatement } from './settlement-statements.service';
import { statementPdf, statementXlsx, type StatementIdentification } from './statement-documents';

export const STATEMENT_FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type StatementFileFormat = keyof typeof STATEMENT_FILE_TYPES;

const identificationOf = (answer: StatementResponse): StatementIdentification => ({
  integrator: { name: answer.integrator.name },
  producer: { name: answer.producer.name },
  property: answer.batch.property,
  shed: answer.batch.shed,
  batch: answer.batch.identification,
  slaughterDate: answer.slaughter_date,
  contract: { name: answer.contract.name, version: answer.contract.version },
  confirmedAt: answer.created_at,
});

/**
 * A batch's statement (the latest version, or `version`) as a PDF or workbook in `lang`. Reads it
 * as `GET /statement` does: a producer only his own batches', a guest none.
 */
export async function statementFile(db: Db, principal: Principal, batchId: number, format: StatementFileFormat, lang: AlertLanguage, version?: number) {
  const answer = await getStatement(db, principal, batchId, version);
  const timeZone = await companyTimeZone(db, principal.companyId);
  const who = identificationOf(answer);
  const body = format === 'pdf' ? await statementPdf(answer.statement, who, lang, timeZone) : await statementXlsx(answer.statement, who, lang, timeZone);
  const filename = `${fileSlug(`plantel ${answer.batch.identification} v${answer.version}`)}.${format}`;
  return { body, filename, contentType: STATEMENT_FILE_TYPES[format] };
}
