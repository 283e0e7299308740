import { readFile, writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { ALERT_LANGUAGES, REGISTER_IMPORT_LABELS, REGISTER_IMPORT_SHEETS, fillPlaceholders, type AlertLanguage } from '@plantel/contracts';
import type { Database } from '../db/database';
import { commandLineActor } from '../services/access/audit.service';
import { looksLikeZip } from '../services/batch-import/parse-xlsx';
import { ImportFileError } from '../services/batch-import/source';
import { InvalidInputError } from '../services/common/errors';
import { RegisterImportRefusedError } from '../services/register-import/import-register';
import { importRegisterForCompany, registerImportTemplate, registerRefusedAnswer, type RegisterImportBody } from '../services/register-import/register-import.service';
import { companyNamed } from '../services/access/users.service';
import { parseLanguage } from './language-argument';
import type { CliContext } from './cli-context';

type WithDatabase = (work: (database: Database) => Promise<void>) => Promise<void>;

/** A file as a register import: an .xlsx by its zip signature, else JSON. */
async function bodyOfFile(path: string, lang: AlertLanguage): Promise<RegisterImportBody> {
  const bytes = await readFile(path).catch((err: NodeJS.ErrnoException) => {
    throw new InvalidInputError('FILE', `cannot read ${path} (${err.code ?? err.message})`);
  });
  if (looksLikeZip(bytes)) return { kind: 'xlsx', bytes };
  try {
    return { kind: 'json', value: JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as unknown };
  } catch {
    throw new InvalidInputError('FILE', REGISTER_IMPORT_LABELS[lang].notAFile);
  }
}

/** `plantel register import|template`: the farm register from a spreadsheet, as the API and the screen take it. */
export function addRegisterCommands(program: Command, ctx: CliContext, withDatabase: WithDatabase) {
  const register = program.command('register').description('the farm register: producers, properties, sheds and silos');
  register
    .command('import <file>')
    .description('import the register from the .xlsx template or JSON (the same as POST /api/v2/register/import); rows found by identification are updated')
    .requiredOption('--company <name>', 'the company')
    .option('--lang <lang>', `language of the refusals: ${ALERT_LANGUAGES.join(', ')}`, parseLanguage, 'pt-BR' as AlertLanguage)
    .action((file: string, o: { company: string; lang: AlertLanguage }) =>
      withDatabase(async ({ db }) => {
        const company = await companyNamed(db, o.company);
        try {
          const result = await importRegisterForCompany(db, commandLineActor(company.id), await bodyOfFile(file, o.lang), o.lang);
          for (const sheet of REGISTER_IMPORT_SHEETS) {
            const labels = REGISTER_IMPORT_LABELS[o.lang];
            ctx.out(fillPlaceholders(labels.imported, { sheet: labels.sheets[sheet], created: result[sheet].created, updated: result[sheet].updated, unchanged: result[sheet].unchanged }));
          }
        } catch (err) {
          if (err instanceof ImportFileError) throw new InvalidInputError('FILE', err.message);
          if (!(err instanceof RegisterImportRefusedError)) throw err;
          const answer = registerRefusedAnswer(o.lang, '-', err.refusals);
          for (const r of answer.refusals) ctx.err(`${r.sheet_name} ${r.row}${r.column ? `, ${r.column}` : ''}: ${r.message}`);
          throw new InvalidInputError('FILE', fillPlaceholders(REGISTER_IMPORT_LABELS[o.lang].refused, { count: err.refusals.length }));
        }
      }),
    );
  register
    .command('template <file>')
    .description('write the .xlsx template of the register import')
    .option('--lang <lang>', `language of the sheets and columns: ${ALERT_LANGUAGES.join(', ')}`, parseLanguage, 'pt-BR' as AlertLanguage)
    .action(async (file: string, o: { lang: AlertLanguage }) => {
      await writeFile(file, (await registerImportTemplate(o.lang)).body);
      ctx.out(`Wrote ${file}.`);
    });
}
