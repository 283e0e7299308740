import { MODULES, PRODUCTION_TYPE_MODULE, hasPermission, lodgeBatchInputSchema, productionTypesOf, type LodgeBatchInput, type LodgedBatch } from '@plantel/contracts';
import type { Db } from '../../db/database';
import type { FarmScope } from '../../repositories/farm-scope';
import { batchIdentificationTaken, companySanitaryBreaks, findLastClosing, findOpenBatch, insertBatchDivisions, insertLodgedBatch } from '../../repositories/lodging.repository';
import { findShedDivisions, findShedForUpdate } from '../../repositories/register.repository';
import { actorOf, recordAudit, type Actor } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { companyTimeZone, daysBetween } from '../common/calendar-days';
import { ConflictFieldsError, ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { zonedInstant } from '../reports/report-periods';
import { localDay } from '../../shared/wall-time';

/** Clocks of phones and servers differ a little: a lodging up to this far ahead of the server's now is now. */
export const LODGING_CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Who may lodge and thin: superusers, and people whose roles grant `Performance` or `Cadastro` in the
 * shed's module, within the farms they follow (a producer lodges in his own sheds).
 */
export function flockScopeOf(principal: Principal): FarmScope {
  const modules = principal.isSuperuser ? MODULES : MODULES.filter((m) => hasPermission(principal.roles, m, 'Performance') || hasPermission(principal.roles, m, 'Cadastro'));
  return { companyId: principal.companyId, productionTypes: modules.flatMap(productionTypesOf), producerIds: principal.producerIds };
}

/** The moment a company-local date and time (YYYY-MM-DDTHH:mm) names. */
export function localMoment(text: string, timeZone: string): Date {
  const [day, time] = text.split('T') as [string, string];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return zonedInstant(day, hours + minutes / 60, timeZone);
}

/**
 * Lodges a batch in an empty shed: one open batch per shed; above the capacity of the shed or a
 * division, or before the company's minimum sanitary break, only when confirmed. Audited.
 */
export async function lodgeBatchInScope(db: Db, actor: Actor, scope: FarmScope, input: LodgeBatchInput, now = new Date()): Promise<LodgedBatch> {
  const parsed = lodgeBatchInputSchema.parse(input);
  const timeZone = await companyTimeZone(db, actor.companyId);
  const openedAt = localMoment(parsed.opened_at, timeZone);
  if (openedAt.getTime() > now.getTime() + LODGING_CLOCK_SKEW_MS) throw new InvalidFieldsError([{ field: 'opened_at', key: 'lodging.errors.future' }]);

  const shed = await findShedForUpdate(db, scope, parsed.shed);
  if (!shed) throw new NotFoundError('Shed not found');
  if (shed.archivedAt) throw new InvalidFieldsError([{ field: 'shed', key: 'lodging.errors.archivedShed' }]);
  const open = await findOpenBatch(db, shed.id);
  if (open) throw new ConflictFieldsError([{ field: 'shed', key: 'lodging.errors.occupied', params: { batch: open.identification } }]);
  if (await batchIdentificationTaken(db, shed.id, parsed.identification)) throw new InvalidFieldsError([{ field: 'identification', key: 'lodging.errors.identificationTaken' }]);

  const divisions = new Map((await findShedDivisions(db, [shed.id])).map((d) => [d.id, d]));
  const seen = new Set<number>();
  const refusals: { field: string; key: string }[] = [];
  parsed.divisions.forEach((d, i) => {
    if (!divisions.has(d.division)) refusals.push({ field: `divisions.${i}.division`, key: 'lodging.errors.unknownDivision' });
    else if (seen.has(d.division)) refusals.push({ field: `divisions.${i}.division`, key: 'lodging.errors.divisionRepeated' });
    seen.add(d.division);
  });
  if (refusals.length > 0) throw new InvalidFieldsError(refusals);

  const animals = parsed.divisions.reduce((sum, d) => sum + d.animals, 0);
  const over: ConstructorParameters<typeof ConflictFieldsError>[0] = [];
  if (shed.capacity !== null && animals > shed.capacity) over.push({ field: 'confirm_over_capacity', key: 'lodging.errors.overCapacity', params: { animals, capacity: shed.capacity } });
  parsed.divisions.forEach((d, i) => {
    const division = divisions.get(d.division)!;
    if (d.animals > division.capacity) over.push({ field: `divisions.${i}.animals`, key: 'lodging.errors.divisionOverCapacity', params: { animals: d.animals, division: division.identification, capacity: division.capacity } });
  });
  // The field to send confirmed is always named, ahead of the divisions above their capacity.
  if (over.length > 0 && over[0]!.field !== 'confirm_over_capacity') over.unshift({ ...over[0]!, field: 'confirm_over_capacity' });
  const lastClosing = await findLastClosing(db, shed.id);
  if (lastClosing && lastClosing.getTime() > openedAt.getTime()) {
    throw new InvalidFieldsError([{ field: 'opened_at', key: 'lodging.errors.beforeLastBatch', params: { closing: lastClosing.toISOString() } }]);
  }
  const breakDays = lastClosing ? daysBetween(localDay(lastClosing, timeZone), localDay(openedAt, timeZone)) : null;
  const minimum = (await companySanitaryBreaks(db, actor.companyId))[PRODUCTION_TYPE_MODULE[shed.productionTypeExternalId] ?? 'frangos_de_corte'];
  const confirmations = [
    ...(parsed.confirm_over_capacity ? [] : over),
    ...(breakDays !== null && breakDays < minimum && !parsed.confirm_short_break ? [{ field: 'confirm_short_break', key: 'lodging.errors.shortBreak', params: { days: breakDays, minimum } }] : []),
  ];
  if (confirmations.length > 0) throw new ConflictFieldsError(confirmations);

  const batch = await insertLodgedBatch(db, {
    companyId: actor.companyId,
    shedId: shed.id,
    identification: parsed.identification,
    stage: 'lodged',
    lineage: parsed.lineage,
    sexExternalId: parsed.sex,
    initialLodged: animals,
    currentLodged: animals,
    ageAtLodging: parsed.age_at_lodging,
    entryWeight: parsed.entry_weight,
    targetWeight: parsed.target_weight === undefined ? shed.targetWeight : parsed.target_weight,
    openingDate: openedAt,
    origin: parsed.origin,
    overCapacity: over.length > 0,
  });
  const housed = await insertBatchDivisions(
    db,
    parsed.divisions.map((d) => ({ companyId: actor.companyId, batchId: batch.id, identification: divisions.get(d.division)!.identification, currentLodge: d.animals, shedDivisionId: d.division })),
  );
  const answer: LodgedBatch = {
    id: batch.id,
    identification: batch.identification,
    shed: shed.id,
    opening_date: openedAt.toISOString(),
    lineage: batch.lineage,
    sex: batch.sexExternalId,
    initial_lodged: animals,
    origin: batch.origin,
    over_capacity: batch.overCapacity,
    sanitary_break_days: breakDays,
    divisions: housed.map((d) => ({ id: d.id, identification: d.identification, animals: d.currentLodge })),
  };
  const { id: _id, ...audited } = answer;
  await recordAudit(db, actor, [{ action: 'lodge', entity: 'batch', entityId: batch.id, label: `${shed.identification} · ${batch.identification}`, after: audited }]);
  return answer;
}

/** `POST /v2/batches`. */
export async function lodgeBatch(db: Db, principal: Principal, input: LodgeBatchInput, now = new Date()): Promise<LodgedBatch> {
  const scope = flockScopeOf(principal);
  if (scope.productionTypes.length === 0) throw new ForbiddenError('Lodging needs the Performance or Cadastro permission of a module');
  return db.transaction((tx) => lodgeBatchInScope(tx, actorOf(principal), scope, input, now));
}

