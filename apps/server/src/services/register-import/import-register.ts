import { ZodError, type ZodType } from 'zod';
import {
  REGISTER_IMPORT_SHEETS,
  isRegisterImportChoice,
  normalizeTaxId,
  propertyInputSchema,
  shedInputSchema,
  siloInputSchema,
  type RegisterImportReason,
  type RegisterImportResult,
  type RegisterImportSheet,
  type ShedInput,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import {
  findProducerByTaxId,
  findProducerForUpdate,
  findPropertiesByName,
  findPropertyForUpdate,
  findShedByIdentification,
  findShedForUpdate,
  findSiloByIdentification,
  findSiloForUpdate,
} from '../../repositories/register.repository';
import { shedDivisionsHousing, findOpenBatch } from '../../repositories/lodging.repository';
import { latestAuditId } from '../../repositories/audit.repository';
import type { Actor } from '../access/audit.service';
import { quoted } from '../batch-import/source';
import { InvalidFieldsError } from '../common/errors';
import { saveProducer } from '../register/producers.service';
import { saveProperty } from '../register/properties.service';
import { saveShed } from '../register/sheds.service';
import { saveSilo } from '../register/silos.service';
import type { RegisterRefusal, RegisterRow, RegisterSource } from './read-register';

/** The import had refused values: nothing was written. */
export class RegisterImportRefusedError extends Error {
  constructor(readonly refusals: RegisterRefusal[]) {
    super(`${refusals.length} value(s) refused`);
  }
}

/** The reasons of the register's own messages (contracts' REGISTER_MESSAGES keys). */
const REASON_OF_KEY: Record<string, RegisterImportReason> = {
  'validation.required': 'required',
  'register.errors.taxId': 'tax_id',
  'register.errors.taxIdTaken': 'tax_id_taken',
  'register.errors.identificationTaken': 'identification_taken',
  'register.errors.divisionRepeated': 'divisions',
  'register.errors.positive': 'positive',
  'register.errors.latitude': 'latitude',
  'register.errors.longitude': 'longitude',
  'register.errors.productionType': 'production_type',
  'register.errors.unknownProducer': 'unknown_producer',
  'register.errors.unknownProperty': 'unknown_property',
  'register.errors.unknownShed': 'unknown_shed',
  'register.errors.archived': 'archived',
  'register.errors.email': 'email',
  'register.errors.moduleNotAllowed': 'module_not_allowed',
  'register.errors.divisionInUse': 'division_in_use',
};

/** The import column a service field stands for. */
const COLUMN_OF_FIELD: Record<string, string> = { producer: 'producer_tax_id' };

/** Divisions as a cell writes them: "Box 1=12000; Box 2=12000" (or ':' for '='). */
export function divisionsOfCell(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(.+?)\s*[=:]\s*(\d+)$/.exec(part);
      return match ? { identification: match[1]!.trim(), capacity: Number(match[2]) } : { identification: part, capacity: Number.NaN };
    });
}

/** A row's refusals from what a save refused: the schema's issues, or the service's field keys. */
function refusalsOf(error: unknown, sheet: RegisterImportSheet, row: RegisterRow): RegisterRefusal[] {
  const at = (field: string, reason: RegisterImportReason, params?: Record<string, string | number>) => {
    const column = COLUMN_OF_FIELD[field.split('.')[0]!] ?? field.split('.')[0]!;
    return { sheet, sheetName: null, row: row.row, field: column, reason, params: params ?? { value: quoted(row.values[column] ?? '') } };
  };
  if (error instanceof ZodError) {
    return error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '');
      if (isRegisterImportChoice(field)) return at(field, 'not_a_choice');
      const keyed = REASON_OF_KEY[issue.message];
      if (keyed) return at(field, keyed);
      if (issue.code === 'invalid_type' && row.values[field] === undefined) return at(field, 'required');
      if (issue.code === 'invalid_type' && issue.expected === 'number') return at(field, 'not_a_number');
      return at(field, field === 'divisions' ? 'divisions' : 'invalid');
    });
  }
  if (error instanceof InvalidFieldsError) return error.fields.map((f) => at(f.field, REASON_OF_KEY[f.key] ?? 'invalid', f.params));
  throw error;
}

/**
 * A row's own refusals when the row it depends on (its producer, property or shed) is not there:
 * its values checked against the schema with a stand-in for that row, so one round names them all.
 */
function ownRefusals(schema: ZodType, values: Record<string, unknown>, standIn: Record<string, unknown>, sheet: RegisterImportSheet, row: RegisterRow): RegisterRefusal[] {
  const checked = schema.safeParse({ ...values, ...standIn });
  return checked.success ? [] : refusalsOf(checked.error, sheet, row);
}

type Counts = RegisterImportResult;
const zero = () => ({ created: 0, updated: 0, unchanged: 0 });
const emptyCounts = (): Counts => ({ producers: zero(), properties: zero(), sheds: zero(), silos: zero() });

/** Refuses a row whose identification repeats an earlier row of the same sheet. */
function duplicateCheck(sheet: RegisterImportSheet, field: string) {
  const seen = new Map<string, number>();
  return (row: RegisterRow, key: string): RegisterRefusal | null => {
    const earlier = seen.get(key);
    if (earlier !== undefined) return { sheet, sheetName: null, row: row.row, field, reason: 'duplicate_in_file', params: { row: earlier } };
    seen.set(key, row.row);
    return null;
  };
}

/** Rows of the file that were refused, by the key the rows depending on them name them with. */
class RefusedRows {
  private readonly rows = new Map<string, number>();
  add(key: string, row: RegisterRow) {
    if (!this.rows.has(key)) this.rows.set(key, row.row);
  }
  rowOf = (key: string) => this.rows.get(key);
}

const keyOf = (...parts: unknown[]) => parts.map((p) => String(p ?? '').trim().toLowerCase()).join('|');

/**
 * Writes the register of the source in `db` (a transaction): producers, then properties, sheds and
 * silos, each row created or, when its identification is found, updated; every change audited.
 * Every row is tried, so all refusals come at once: a row whose producer, property or shed was
 * refused (or is missing) still has its own values checked, and says which row it waited on. Any
 * refusal throws and the caller rolls back.
 */
export async function writeRegister(db: Db, actor: Actor, productionTypes: number[], source: RegisterSource): Promise<RegisterImportResult> {
  const refusals: RegisterRefusal[] = [...source.refusals];
  const counts = emptyCounts();
  const sheetName = (sheet: RegisterImportSheet) => source.sheets[sheet].name;
  const refused = { producers: new RefusedRows(), properties: new RefusedRows(), sheds: new RefusedRows() };
  const push = (sheet: RegisterImportSheet, found: RegisterRefusal[]) => refusals.push(...found.map((r) => ({ ...r, sheetName: sheetName(sheet) })));
  // A row found and written again without a change records nothing in the audit: it counts as unchanged.
  const tryRow = async (sheet: RegisterImportSheet, row: RegisterRow, write: () => Promise<'created' | 'updated'>): Promise<boolean> => {
    const before = refusals.length;
    try {
      const audited = await latestAuditId(db, actor.companyId);
      const done = await write();
      counts[sheet][done === 'updated' && (await latestAuditId(db, actor.companyId)) === audited ? 'unchanged' : done]++;
    } catch (error) {
      push(sheet, refusalsOf(error, sheet, row));
    }
    return refusals.length === before;
  };
  const refuse = (sheet: RegisterImportSheet, row: RegisterRow, field: string, reason: RegisterImportReason, params?: Record<string, string | number>) =>
    refusals.push({ sheet, sheetName: sheetName(sheet), row: row.row, field, reason, params: params ?? { value: quoted(row.values[field] ?? '') } });
  /** A row that cannot be written for want of the row it depends on: why, and its own refusals. */
  const refuseOrphan = (
    sheet: RegisterImportSheet,
    row: RegisterRow,
    field: string,
    missing: RegisterImportReason,
    parent: { sheet: RegisterImportSheet; row: number | undefined },
    own: RegisterRefusal[],
  ) => {
    if (parent.row === undefined) refuse(sheet, row, field, missing);
    else refuse(sheet, row, field, 'parent_refused', { row: parent.row, sheet: parent.sheet });
    push(sheet, own.filter((r) => r.field !== field));
  };

  const producerSeen = duplicateCheck('producers', 'tax_id');
  for (const row of source.sheets.producers.rows) {
    const taxId = typeof row.values.tax_id === 'string' ? normalizeTaxId(row.values.tax_id) : '';
    const duplicate = taxId ? producerSeen(row, taxId) : null;
    if (duplicate) refusals.push({ ...duplicate, sheetName: sheetName('producers') });
    const written =
      !duplicate &&
      (await tryRow('producers', row, async () => {
        const found = taxId ? await findProducerByTaxId(db, actor.companyId, taxId) : undefined;
        await saveProducer(db, actor, row.values, found ? await findProducerForUpdate(db, actor.companyId, found.id) : undefined);
        return found ? 'updated' : 'created';
      }));
    if (!written && taxId) refused.producers.add(taxId, row);
  }

  const propertySeen = duplicateCheck('properties', 'name');
  for (const row of source.sheets.properties.rows) {
    const { producer_tax_id: producerTaxId, ...values } = row.values;
    const taxId = typeof producerTaxId === 'string' ? normalizeTaxId(producerTaxId) : '';
    const producer = taxId ? await findProducerByTaxId(db, actor.companyId, taxId) : undefined;
    if (!producer) {
      const own = ownRefusals(propertyInputSchema, values, { producer: 1 }, 'properties', row);
      refuseOrphan('properties', row, 'producer_tax_id', taxId ? 'unknown_producer' : 'required', { sheet: 'producers', row: taxId ? refused.producers.rowOf(taxId) : undefined }, own);
      refused.properties.add(keyOf(values.name), row);
      continue;
    }
    const duplicate = propertySeen(row, keyOf(producer.id, values.name));
    if (duplicate) {
      refusals.push({ ...duplicate, sheetName: sheetName('properties') });
      continue;
    }
    const written = await tryRow('properties', row, async () => {
      const same = typeof values.name === 'string' ? (await findPropertiesByName(db, actor.companyId, values.name)).find((p) => p.producerId === producer.id) : undefined;
      await saveProperty(db, actor, { ...values, producer: producer.id }, same ? await findPropertyForUpdate(db, actor.companyId, same.id) : undefined);
      return same ? 'updated' : 'created';
    });
    if (!written) refused.properties.add(keyOf(values.name), row);
  }

  /** The one property of the company so named, or why not. */
  const propertyNamed = async (row: RegisterRow): Promise<number | RegisterImportReason> => {
    if (typeof row.values.property !== 'string') return 'required';
    const found = (await findPropertiesByName(db, actor.companyId, row.values.property)).filter((p) => p.archivedAt === null);
    if (found.length !== 1) return found.length === 0 ? 'unknown_property' : 'ambiguous_property';
    return found[0]!.id;
  };
  const scope = { companyId: actor.companyId, productionTypes, producerIds: null };

  const shedSeen = duplicateCheck('sheds', 'identification');
  for (const row of source.sheets.sheds.rows) {
    const { property: _property, divisions, ...values } = row.values;
    const shedValues = { ...values, ...(divisions === undefined ? {} : { divisions: divisionsOfCell(divisions) }) };
    const propertyId = await propertyNamed(row);
    if (typeof propertyId !== 'number') {
      const own = ownRefusals(shedInputSchema, shedValues, { property: 1 }, 'sheds', row);
      refuseOrphan('sheds', row, 'property', propertyId, { sheet: 'properties', row: refused.properties.rowOf(keyOf(row.values.property)) }, own);
      refused.sheds.add(keyOf(row.values.property, values.identification), row);
      continue;
    }
    const duplicate = shedSeen(row, keyOf(propertyId, values.identification));
    if (duplicate) {
      refusals.push({ ...duplicate, sheetName: sheetName('sheds') });
      continue;
    }
    const written = await tryRow('sheds', row, async () => {
      // Unchecked values: saveShed checks them against the register's schema.
      const input = { ...shedValues, property: propertyId } as ShedInput;
      const same = typeof values.identification === 'string' ? await findShedByIdentification(db, propertyId, values.identification) : undefined;
      if (!same) {
        if (typeof values.production_type === 'number' && !productionTypes.includes(values.production_type) && [1, 2, 3, 5, 6, 7].includes(values.production_type)) {
          throw new InvalidFieldsError([{ field: 'production_type', key: 'register.errors.moduleNotAllowed' }]);
        }
        await saveShed(db, actor, input);
        return 'created';
      }
      const shed = await findShedForUpdate(db, scope, same.id);
      if (!shed) throw new InvalidFieldsError([{ field: 'production_type', key: 'register.errors.moduleNotAllowed' }]);
      if (values.production_type !== undefined && values.production_type !== shed.productionTypeExternalId) {
        refuse('sheds', row, 'production_type', 'production_type_fixed');
        return 'updated';
      }
      const { production_type: _type, ...patch } = input as Partial<ShedInput>;
      const open = await findOpenBatch(db, shed.id);
      await saveShed(db, actor, patch, { shed, openBatchDivisions: new Set(open ? await shedDivisionsHousing(db, open.id) : []) });
      return 'updated';
    });
    if (!written) refused.sheds.add(keyOf(row.values.property, values.identification), row);
  }

  const siloSeen = duplicateCheck('silos', 'identification');
  for (const row of source.sheets.silos.rows) {
    const { property: _property, shed: shedIdentification, ...values } = row.values;
    const propertyId = await propertyNamed(row);
    const shed = typeof propertyId === 'number' && typeof shedIdentification === 'string' ? await findShedByIdentification(db, propertyId, shedIdentification) : undefined;
    if (!shed) {
      const own = ownRefusals(siloInputSchema, values, { shed: 1 }, 'silos', row);
      if (typeof propertyId !== 'number') refuseOrphan('silos', row, 'property', propertyId, { sheet: 'properties', row: refused.properties.rowOf(keyOf(row.values.property)) }, own);
      else
        refuseOrphan(
          'silos',
          row,
          'shed',
          typeof shedIdentification === 'string' ? 'unknown_shed' : 'required',
          { sheet: 'sheds', row: refused.sheds.rowOf(keyOf(row.values.property, shedIdentification)) },
          own,
        );
      continue;
    }
    const duplicate = siloSeen(row, keyOf(shed.id, values.identification));
    if (duplicate) {
      refusals.push({ ...duplicate, sheetName: sheetName('silos') });
      continue;
    }
    await tryRow('silos', row, async () => {
      const same = typeof values.identification === 'string' ? await findSiloByIdentification(db, shed.id, values.identification) : undefined;
      const existing = same ? await findSiloForUpdate(db, scope, same.id) : undefined;
      await saveSilo(db, actor, productionTypes, existing ? values : { ...values, shed: shed.id }, existing);
      return existing ? 'updated' : 'created';
    });
  }

  if (refusals.length === 0 && REGISTER_IMPORT_SHEETS.every((s) => source.sheets[s].rows.length === 0)) refusals.push({ sheet: 'producers', sheetName: null, row: 1, field: '', reason: 'empty' });
  if (refusals.length > 0) throw new RegisterImportRefusedError(refusals);
  return counts;
}
