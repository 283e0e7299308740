import {
  endHourOf,
  minimumConsumptionProblems,
  timeOfHour,
  type MinimumConsumptionAlert,
  type MinimumConsumptionFields,
  type MinimumConsumptionInput,
  type MinimumConsumptionList,
  type MinimumConsumptionPatch,
} from '@plantel/contracts';
import type { Db } from '../../../db/database';
import { deleteRule, findRule, insertRule, listRules, updateRule, type RuleRow } from '../../../repositories/minimum-consumption.repository';
import { findShed } from '../../../repositories/sheds.repository';
import type { Principal } from '../../access/auth.service';
import { ForbiddenError, InvalidFieldsError, InvalidInputError, NotFoundError } from '../../common/errors';
import { farmScopeWith } from '../../access/farm-scope';

const scopeOf = (principal: Principal) => farmScopeWith(principal, 'Nutrição');

function ruleOf(rule: RuleRow, shedName: string): MinimumConsumptionAlert {
  return {
    id: rule.id,
    name: rule.name,
    min_consumption_value: rule.minConsumptionValue,
    start_time: timeOfHour(rule.startTime),
    end_time: timeOfHour(rule.endTime),
    interval: rule.interval,
    active_alert: rule.activeAlert,
    shed: rule.shedId,
    shed_name: shedName,
  };
}

const hourOf = (time: string) => Number(time.slice(0, 2));

/** Spec §5 on the whole rule, as the form checks it; each broken field with its message key. */
function checkRule(fields: MinimumConsumptionFields) {
  const problems = Object.entries(minimumConsumptionProblems(fields));
  if (problems.length) throw new InvalidFieldsError(problems.map(([field, p]) => ({ field, key: p.key, ...(p.params ? { params: p.params } : {}) })));
}

/** A shed the principal may write rules for: in scope for Nutrição (400 naming `shed` otherwise), not as a guest. */
async function writableShed(db: Db, principal: Principal, shedId: number) {
  if (principal.isGuest) throw new ForbiddenError('Guests can read the rules but not change them');
  const shed = await findShed(db, scopeOf(principal), shedId);
  if (!shed) throw new InvalidInputError('shed', 'is not a shed of your company with the Nutrição permission');
  return shed;
}

/** `GET /v2/alerts/minimal_consumption/`: the rules of one shed, or of every shed in scope. */
export async function listMinimumConsumptionAlerts(db: Db, principal: Principal, shedId?: number): Promise<MinimumConsumptionList> {
  if (shedId !== undefined && !(await findShed(db, scopeOf(principal), shedId))) throw new NotFoundError('Shed not found');
  const rows = await listRules(db, scopeOf(principal), shedId);
  return { results: rows.map((r) => ruleOf(r.rule, r.shedName)) };
}

export async function createMinimumConsumptionAlert(db: Db, principal: Principal, input: MinimumConsumptionInput): Promise<MinimumConsumptionAlert> {
  const shed = await writableShed(db, principal, input.shed);
  const rule = await insertRule(db, {
    companyId: principal.companyId,
    shedId: shed.id,
    name: input.name.trim(),
    minConsumptionValue: input.min_consumption_value,
    startTime: hourOf(input.start_time),
    endTime: endHourOf(hourOf(input.end_time)),
    interval: input.interval,
    activeAlert: input.active_alert ?? true,
  });
  return ruleOf(rule, shed.name);
}

async function existingRule(db: Db, principal: Principal, id: number) {
  const found = await findRule(db, scopeOf(principal), id);
  if (!found) throw new NotFoundError('Alert not found');
  if (principal.isGuest) throw new ForbiddenError('Guests can read the rules but not change them');
  return found;
}

/** `PATCH …/{id}/`: part or all of the rule; the rule as changed must still pass spec §5. */
export async function changeMinimumConsumptionAlert(db: Db, principal: Principal, id: number, patch: MinimumConsumptionPatch): Promise<MinimumConsumptionAlert> {
  if (patch.id !== undefined && patch.id !== id) throw new InvalidInputError('id', 'does not match the address');
  const { rule, shedName } = await existingRule(db, principal, id);
  const current = ruleOf(rule, shedName);
  const merged = { ...current, ...patch };
  checkRule(merged);
  const shed = merged.shed === rule.shedId ? { id: rule.shedId, name: shedName } : await writableShed(db, principal, merged.shed);
  const updated = await updateRule(db, id, {
    shedId: shed.id,
    name: merged.name.trim(),
    minConsumptionValue: merged.min_consumption_value,
    startTime: hourOf(merged.start_time),
    endTime: endHourOf(hourOf(merged.end_time)),
    interval: merged.interval,
    activeAlert: merged.active_alert,
  });
  return ruleOf(updated, shed.name);
}

export async function deleteMinimumConsumptionAlert(db: Db, principal: Principal, id: number): Promise<void> {
  await existingRule(db, principal, id);
  await deleteRule(db, id);
}
