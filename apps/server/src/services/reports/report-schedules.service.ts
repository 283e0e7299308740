import {
  MODULES,
  PRODUCTION_TYPE_MODULE,
  hasModule,
  reportScheduleCreateSchema,
  reportSchedulePatchSchema,
  type ModuleName,
  type ReportSchedule,
  type ReportScheduleCreate,
  type ReportScheduleOptions,
  type ReportSchedulePatch,
  type ReportShed,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findNotificationPreferences } from '../../repositories/alert-settings.repository';
import {
  deleteSchedule,
  findReportSheds,
  findSchedules,
  findScopedSheds,
  insertSchedule,
  updateSchedule,
  type ScheduleListRow,
  type ScheduleRow,
} from '../../repositories/report-schedules.repository';
import { findUserById } from '../../repositories/users.repository';
import { claimsFor, principalFor, type Principal } from '../access/auth.service';
import { ForbiddenError, InvalidFieldsError, NotFoundError } from '../common/errors';
import { companyFarmScope, farmScopeOf } from '../access/farm-scope';

const unique = <T>(values: readonly T[]) => [...new Set(values)];

type ShedInfo = Awaited<ReturnType<typeof findScopedSheds>>[number];

const reportShedOf = (s: ShedInfo): ReportShed => ({
  id: s.id,
  identification: s.identification,
  property_name: s.propertyName,
  module: PRODUCTION_TYPE_MODULE[s.productionType]!,
});

function scheduleDto({ schedule: s, ownerUsername, lastSentAt }: ScheduleListRow, sheds: Map<number, ShedInfo>): ReportSchedule {
  return {
    id: s.id,
    owner: { id: s.ownerId, username: ownerUsername },
    sheds: s.shedIds.flatMap((id) => {
      const shed = sheds.get(id);
      return shed ? [reportShedOf(shed)] : [];
    }),
    modules: s.modules,
    weekday: s.weekday,
    hour: s.hour,
    language: s.language,
    email: s.email,
    enabled: s.enabled,
    last_sent_at: lastSentAt ? lastSentAt.toISOString() : null,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

/** Schedules as the reader sees them: a shed of a producer the reader does not follow is left out. */
async function schedulesDto(db: Db, reader: Principal, rows: ScheduleListRow[]): Promise<ReportSchedule[]> {
  const scope = { ...companyFarmScope(reader.companyId), producerIds: reader.producerIds };
  const sheds = await findScopedSheds(db, scope, unique(rows.flatMap((r) => r.schedule.shedIds)));
  const byId = new Map(sheds.map((s) => [s.id, s]));
  return rows.map((row) => scheduleDto(row, byId));
}

/** The modules the principal's roles open: a schedule needs at least one. */
function readableModules(principal: Principal): ModuleName[] {
  const modules = MODULES.filter((m) => hasModule(principal.roles, m));
  if (modules.length === 0) throw new ForbiddenError('Scheduled reports need a module your roles open');
  return modules;
}

/**
 * The chosen sheds and modules must be in the owner's scope: the reports are made as the owner.
 * Each problem is a 400 naming the field, with a key the web app translates.
 */
async function checkSelection(db: Db, owner: Principal, shedIds: number[], modules: ModuleName[]) {
  const foreignModule = modules.find((m) => !hasModule(owner.roles, m));
  const found = new Set((await findScopedSheds(db, farmScopeOf(owner), shedIds)).map((s) => s.id));
  const foreignShed = shedIds.find((id) => !found.has(id));
  const problems: ConstructorParameters<typeof InvalidFieldsError>[0] = [
    ...(foreignShed === undefined ? [] : [{ field: 'sheds', key: 'reportSchedules.errors.shedOutOfScope', params: { id: foreignShed } }]),
    ...(foreignModule === undefined ? [] : [{ field: 'modules', key: 'reportSchedules.errors.moduleOutOfScope', params: { module: foreignModule } }]),
  ];
  if (problems.length > 0) throw new InvalidFieldsError(problems);
}

/** `GET /v2/report-schedules`: the caller's schedules; staff read every schedule of the company. */
export async function listReportSchedules(db: Db, principal: Principal) {
  const staff = principal.isStaff || principal.isSuperuser;
  const rows = await findSchedules(db, principal.companyId, staff ? {} : { ownerId: principal.userId });
  return { results: await schedulesDto(db, principal, rows) };
}

async function scheduleById(db: Db, reader: Principal, id: number) {
  const [row] = await findSchedules(db, reader.companyId, { id });
  return row ? (await schedulesDto(db, reader, [row]))[0]! : null;
}

/** `POST /v2/report-schedules`: a weekly e-mail of the caller's own reports. */
export async function createReportSchedule(db: Db, principal: Principal, input: ReportScheduleCreate): Promise<ReportSchedule> {
  readableModules(principal);
  const values = reportScheduleCreateSchema.parse(input);
  const shedIds = unique(values.sheds);
  const modules = unique(values.modules);
  await checkSelection(db, principal, shedIds, modules);
  const id = await insertSchedule(db, {
    companyId: principal.companyId,
    ownerId: principal.userId,
    shedIds,
    modules,
    weekday: values.weekday,
    hour: values.hour,
    language: values.language,
    email: values.email,
    enabled: values.enabled,
  });
  return (await scheduleById(db, principal, id))!;
}

/** A schedule the principal may change: its owner's, or any of the company's for staff. 404 outside the company. */
async function changeableSchedule(db: Db, principal: Principal, id: number): Promise<ScheduleRow> {
  const [row] = await findSchedules(db, principal.companyId, { id });
  if (!row) throw new NotFoundError('Report schedule not found');
  if (row.schedule.ownerId !== principal.userId && !principal.isStaff && !principal.isSuperuser) {
    throw new ForbiddenError('Only its owner or staff may change this schedule');
  }
  return row.schedule;
}

/** The owner as a principal, with their roles of today; null when they can no longer sign in. */
export async function ownerPrincipal(db: Db, ownerId: number): Promise<Principal | null> {
  const user = await findUserById(db, ownerId);
  return user ? principalFor(db, claimsFor(user)) : null;
}

/** `PATCH /v2/report-schedules/{id}`. */
export async function changeReportSchedule(db: Db, principal: Principal, id: number, input: ReportSchedulePatch): Promise<ReportSchedule> {
  const current = await changeableSchedule(db, principal, id);
  const patch = reportSchedulePatchSchema.parse(input);
  const shedIds = patch.sheds === undefined ? current.shedIds : unique(patch.sheds);
  const modules = patch.modules === undefined ? current.modules : unique(patch.modules);
  if (shedIds.length === 0 && modules.length === 0) {
    throw new InvalidFieldsError([{ field: 'sheds', key: 'reportSchedules.errors.emptySelection' }]);
  }
  if (patch.sheds !== undefined || patch.modules !== undefined) {
    const owner = current.ownerId === principal.userId ? principal : await ownerPrincipal(db, current.ownerId);
    if (!owner) throw new NotFoundError('Report schedule not found');
    await checkSelection(db, owner, patch.sheds === undefined ? [] : shedIds, patch.modules === undefined ? [] : modules);
  }
  await updateSchedule(db, principal.companyId, id, {
    shedIds,
    modules,
    ...(patch.weekday === undefined ? {} : { weekday: patch.weekday }),
    ...(patch.hour === undefined ? {} : { hour: patch.hour }),
    ...(patch.language === undefined ? {} : { language: patch.language }),
    ...(patch.email === undefined ? {} : { email: patch.email }),
    ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
  });
  return (await scheduleById(db, principal, id))!;
}

/** `DELETE /v2/report-schedules/{id}`. */
export async function deleteReportSchedule(db: Db, principal: Principal, id: number) {
  await changeableSchedule(db, principal, id);
  await deleteSchedule(db, principal.companyId, id);
}

/** The schedule to send now, checked as for a change. */
export const scheduleToSend = changeableSchedule;

/** `GET /v2/report-schedules/options`: the sheds and modules the caller may choose, and their alert e-mail. */
export async function reportScheduleOptions(db: Db, principal: Principal, emailAvailable: boolean, now = new Date()): Promise<ReportScheduleOptions> {
  const modules = readableModules(principal);
  const scope = farmScopeOf(principal);
  const sheds = await findReportSheds(db, scope, { shedIds: [], productionTypes: scope.productionTypes }, now);
  const preferences = await findNotificationPreferences(db, principal.userId);
  return {
    sheds: sheds.map((s) => ({
      id: s.shedId,
      identification: s.identification,
      property_name: s.propertyName,
      module: PRODUCTION_TYPE_MODULE[s.productionType]!,
      batch: s.batchIdentification,
    })),
    modules,
    email: preferences?.email_address ?? null,
    email_available: emailAvailable,
  };
}
