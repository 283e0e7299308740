import { BATCH_IMPORT_LABELS, BATCH_IMPORT_MAX_BYTES, IMPORT_COLUMNS, IMPORT_SHEETS, isSwine, laysEggs, fillPlaceholders, type AlertLanguage, type BatchImportResult } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { actorOf, commandLineActor, recordAudit, type Actor } from '../access/audit.service';
import { findBatchesByIdentification, findShedIdsByIdentification, lockShedForImport } from '../../repositories/batch-import.repository';
import { latestStatementVersion } from '../../repositories/settlement.repository';
import { findShed } from '../../repositories/sheds.repository';
import type { FarmScope } from '../../repositories/farm-scope';
import { alertThresholdsOf } from '../alerts/policy/alert-settings.service';
import type { Principal } from '../access/auth.service';
import { performanceScopeOf } from '../performance/batch-performance.service';
import { ForbiddenError, NotFoundError } from '../common/errors';
import { companyFarmScope, farmScopeWith } from '../access/farm-scope';
import { findHealthProducts } from '../../repositories/health-book.repository';
import { refreshShedListEntries } from '../../repositories/shed-list-entries.repository';
import { NotAWorkbookError, normalName, parseXlsxImport, xlsxShape } from './parse-xlsx';
import { importOf, readFields } from './read-fields';
import { readJsonImport } from './read-json';
import { ImportFileError, ImportRefusedError, sortRefusals, type ImportSource, type Refusal } from './source';
import { batchImportTemplate } from './template';
import { checkRules } from './validate';
import { writeImport } from './write';
import type { ImportFileBody } from './source';

/** An import as it arrived: the JSON form, parsed, or the bytes of an .xlsx. */
export type ImportBody = ImportFileBody;

/** Who imports: into which company's sheds (those the scope opens), as which user (null from the CLI). */
export interface Importer {
  scope: FarmScope;
  /** The sheds where the importer may also write the health book (Sanidade). */
  healthScope: FarmScope;
  /** Who imports: a signed-in person, or the command line; the import is audited as theirs. */
  actor: Actor;
}

export const notAnImportFile = (lang: AlertLanguage) => new ImportFileError(415, BATCH_IMPORT_LABELS[lang].notAFile);
export const importTooLarge = (lang: AlertLanguage) =>
  new ImportFileError(413, fillPlaceholders(BATCH_IMPORT_LABELS[lang].tooLarge, { max: BATCH_IMPORT_MAX_BYTES / 1024 / 1024 }));

async function sourceOf(body: ImportBody, lang: AlertLanguage, timeZone: string): Promise<ImportSource> {
  if (body.kind === 'json') return readJsonImport(body.value);
  const shape = xlsxShape(body.bytes);
  if (shape === 'not-zip') throw notAnImportFile(lang);
  if (shape === 'too-large') throw importTooLarge(lang);
  try {
    return await parseXlsxImport(body.bytes, timeZone);
  } catch (err) {
    if (err instanceof NotAWorkbookError) throw notAnImportFile(lang);
    throw err;
  }
}

const byFileOrder = (refusals: Refusal[]) => sortRefusals(refusals, IMPORT_SHEETS, (sheet, field) => (IMPORT_COLUMNS[sheet] as readonly string[]).indexOf(field));

/**
 * Imports one batch's history in one transaction: every value is checked first and any refusal
 * (ImportRefusedError, all of them at once) writes nothing. The same identification imported
 * again into the same shed replaces that batch's imported history; a batch of that
 * identification followed live is refused, and so is one settled by a confirmed statement (its
 * figures change only through the statement's correction). The batch's summary and the shed lists follow.
 */
export async function importBatch(db: Db, importer: Importer, body: ImportBody, lang: AlertLanguage, now = new Date()): Promise<BatchImportResult> {
  const { time_zone: timeZone } = await alertThresholdsOf(db, importer.actor.companyId);
  const { parsed, refusals } = readFields(await sourceOf(body, lang, timeZone));
  return db.transaction(async (t) => {
    const { shed: shedRef, identification } = parsed.batch.value;
    const named = typeof shedRef === 'string' ? await findShedIdsByIdentification(t, importer.scope, shedRef) : null;
    const shedId = named === null ? shedRef : named.length === 1 ? named[0] : undefined;
    const shed = typeof shedId === 'number' ? await lockShedForImport(t, importer.scope, shedId) : undefined;
    const earlier = shed && identification !== undefined ? await findBatchesByIdentification(t, shed.id, identification) : [];
    const replacing = earlier.at(-1)?.id ?? null;
    const settledVersion = replacing === null ? null : await latestStatementVersion(t, replacing);
    const products = new Map((await findHealthProducts(t, importer.actor.companyId)).map((p) => [normalName(p.name), p]));
    const rules = checkRules(parsed, {
      laying: shed === undefined || laysEggs(shed.productionType),
      swine: shed !== undefined && isSwine(shed.productionType),
      products,
      healthAllowed: shed !== undefined && (await findShed(t, importer.healthScope, shed.id)) !== undefined,
      shedFound: shed !== undefined,
      sameNamedSheds: named?.length ?? 0,
      liveBatch: earlier.some((b) => b.importedAt === null),
      settledVersion,
      timeZone,
      now,
    });
    const all = [...refusals, ...rules];
    if (all.length > 0 || !shed) throw new ImportRefusedError(byFileOrder(all));

    const data = importOf(parsed);
    const written = await writeImport(t, data, { companyId: importer.actor.companyId, shed, replacing, userId: importer.actor.userId, timeZone, now, products });
    // The shed lists show the imported flock's open withdrawal.
    await refreshShedListEntries(t, { companyId: importer.actor.companyId, shedIds: [shed.id] });
    const health = { treatments: data.treatments?.length ?? 0, vaccinations: data.vaccinations?.length ?? 0, samples: data.samples?.length ?? 0 };
    await recordAudit(t, importer.actor, [
      {
        action: 'import',
        entity: 'batch',
        entityId: written.batchId,
        label: data.identification,
        after: { shed: shed.id, housed: data.housed, lodged_at: data.lodged_at, closed: written.closed, replaced: replacing !== null, weighings: data.weighings.length, feed_days: data.feed.length, ...health },
      },
    ]);
    return {
      batch: written.batchId,
      replaced: replacing !== null,
      closed: written.closed,
      weighings: data.weighings.length,
      feed_days: data.feed.length,
      mortality_days: data.mortality?.length ?? 0,
      egg_days: data.eggs?.length ?? 0,
      ...health,
    };
  });
}

/** `POST /v2/batches/import`: staff or superusers of the company, into the sheds where their roles grant Performance. */
/** Staff and superusers import batches; the others are refused in their language. */
export function requireBatchImporter(principal: Principal, lang: AlertLanguage): void {
  if (!principal.isStaff && !principal.isSuperuser) throw new ForbiddenError(BATCH_IMPORT_LABELS[lang].staffOnly);
}

export function importBatchAs(db: Db, principal: Principal, body: ImportBody, lang: AlertLanguage, now = new Date()): Promise<BatchImportResult> {
  requireBatchImporter(principal, lang);
  return importBatch(db, { scope: performanceScopeOf(principal), healthScope: farmScopeWith(principal, 'Sanidade'), actor: actorOf(principal) }, body, lang, now);
}

/**
 * The template for staff, its batch row naming `shedId` when given: by the shed's identification, or
 * by its id when another shed in reach shares that identification. A shed out of reach is a 404.
 */
export async function batchImportTemplateFor(db: Db, principal: Principal, lang: AlertLanguage, shedId: number | undefined) {
  if (shedId === undefined) return batchImportTemplate(lang);
  const scope = performanceScopeOf(principal);
  const shed = await findShed(db, scope, shedId);
  if (!shed) throw new NotFoundError(`No shed ${shedId} you may import into`);
  const named = await findShedIdsByIdentification(db, scope, shed.identification);
  return batchImportTemplate(lang, named.length === 1 ? shed.identification : shed.id);
}

/** `plantel batch import`: a staff action of the company, into any of its sheds. */
export function importBatchForCompany(db: Db, companyId: number, body: ImportBody, lang: AlertLanguage, now = new Date()): Promise<BatchImportResult> {
  return importBatch(db, { scope: companyFarmScope(companyId), healthScope: companyFarmScope(companyId), actor: commandLineActor(companyId) }, body, lang, now);
}
