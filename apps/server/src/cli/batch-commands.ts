import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { ALERT_LANGUAGES, BATCH_IMPORT_LABELS, BATCH_IMPORT_MAX_BYTES, closeBatchBodySchema, fillPlaceholders, type AlertLanguage } from '@plantel/contracts';
import type { Database } from '../db/database';
import { importBatchForCompany, importTooLarge, notAnImportFile, type ImportBody } from '../services/batch-import/import-batch';
import { looksLikeZip } from '../services/batch-import/parse-xlsx';
import { ImportFileError, ImportRefusedError, refusalIn } from '../services/batch-import/source';
import { principalOfUsername, type Principal } from '../services/access/auth.service';
import { findCompanyNamed } from '../services/access/users.service';
import { InvalidFieldMessagesError, InvalidInputError, NotFoundError } from '../services/common/errors';
import { closeBatch } from '../services/settlement/settlement-statements.service';
import { parseLanguage } from './language-argument';
import type { CliContext } from './cli-context';

type WithDatabase = (work: (database: Database) => Promise<void>) => Promise<void>;

/** A file's content as an import: an .xlsx by its zip signature, else JSON, else neither. */
async function bodyOfFile(path: string, lang: AlertLanguage): Promise<ImportBody> {
  const bytes = await readFile(path).catch((err: NodeJS.ErrnoException) => {
    throw new InvalidInputError('FILE', `cannot read ${path} (${err.code ?? err.message})`);
  });
  if (bytes.length > BATCH_IMPORT_MAX_BYTES) throw importTooLarge(lang);
  if (looksLikeZip(bytes)) return { kind: 'xlsx', bytes };
  try {
    return { kind: 'json', value: JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as unknown };
  } catch {
    throw notAnImportFile(lang);
  }
}

/** `plantel batch import FILE --company NAME`: the same import as the API, as a staff action of the company. */
export function addBatchCommands(program: Command, ctx: CliContext, withDatabase: WithDatabase) {
  const batch = program.command('batch').description('batches: import a batch history, close a batch');
  batch
    .command('import <file>')
    .description("import one batch's history from the .xlsx template or a JSON file (the same content as POST /api/v2/batches/import)")
    .requiredOption('--company <name>', 'the company whose shed the batch is in')
    .option('--lang <lang>', `language of the answer and the refusals: ${ALERT_LANGUAGES.join(', ')}`, parseLanguage, 'pt-BR' as AlertLanguage)
    .action((file: string, o: { company: string; lang: AlertLanguage }) =>
      withDatabase(async ({ db }) => {
        const labels = BATCH_IMPORT_LABELS[o.lang];
        const company = await findCompanyNamed(db, o.company);
        if (!company) throw new NotFoundError(`No company "${o.company}"`);
        try {
          const result = await importBatchForCompany(db, company.id, await bodyOfFile(file, o.lang), o.lang);
          const params = { batch: result.batch, weighings: result.weighings, feed: result.feed_days, mortality: result.mortality_days };
          ctx.out(fillPlaceholders(result.replaced ? labels.replaced : labels.imported, params));
        } catch (err) {
          if (err instanceof ImportFileError) throw new InvalidInputError('FILE', err.message);
          if (!(err instanceof ImportRefusedError)) throw err;
          for (const r of err.refusals.map((refusal) => refusalIn(o.lang, refusal))) {
            const at = fillPlaceholders(labels.refusalAt, { sheet: r.sheet_name, row: r.row });
            ctx.err(`${at}${r.column ? `, ${r.column}` : ''}: ${r.message}`);
          }
          throw new InvalidInputError('FILE', fillPlaceholders(labels.refused, { count: err.refusals.length }));
        }
      }),
    );

  batch
    .command('close <batch>')
    .description('close a batch from its slaughter figures and confirm its settlement statement (the same as POST /api/v2/batches/{id}/close)')
    .requiredOption('--file <path>', 'a JSON file with the slaughter figures (the body of POST /api/v2/batches/{id}/close)')
    .requiredOption('--user <username>', 'the staff user the closing is recorded under')
    .option('--preview', 'compute the statement and store nothing')
    .action((batchId: string, o: { file: string; user: string; preview?: boolean }) =>
      withDatabase(async ({ db }) => {
        const id = Number(batchId);
        if (!Number.isInteger(id) || id < 1) throw new InvalidInputError('batch', 'must be a batch id');
        const body = closeBatchBodySchema.safeParse({ ...(await jsonOfFile(o.file)), ...(o.preview ? { preview: true } : {}) });
        if (!body.success) throw new InvalidFieldMessagesError(body.error.issues.map((i) => ({ field: i.path.join('.') || 'FILE', message: i.message })));
        const answer = await closeBatch(db, await staffPrincipal(db, o.user), id, body.data);
        const money = (cents: number) => (cents / 100).toFixed(2);
        const head = answer.status === 'preview' ? `Batch ${id} (preview, nothing stored)` : `Batch ${id} closed, statement version ${answer.version}`;
        ctx.out(`${head} under contract "${answer.contract.name}" version ${answer.contract.version}`);
        for (const step of answer.statement.steps) ctx.out(`  ${step.name}: ${money(step.resultCents)}`);
        ctx.out(`Payable to ${answer.producer.name}: ${money(answer.statement.payableCents)}`);
      }),
    );
}

async function jsonOfFile(path: string): Promise<object> {
  const text = await readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => {
    throw new InvalidInputError('FILE', `cannot read ${path} (${err.code ?? err.message})`);
  });
  try {
    const value = JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // Refused below.
  }
  throw new InvalidInputError('FILE', `${path} is not a JSON object of slaughter figures`);
}

/** The user a CLI action is recorded under, as the API would see them signed in. */
async function staffPrincipal(db: Database['db'], username: string): Promise<Principal> {
  const principal = await principalOfUsername(db, username);
  if (!principal) throw new NotFoundError(`No user "${username}"`);
  return principal;
}
