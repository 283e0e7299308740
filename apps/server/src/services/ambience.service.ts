import { defaultAmbienceProfile, profileProblem, type AmbienceBand, type AmbienceProfile } from '@plantel/domain';
import {
  AMBIENCE_MODULES,
  hasModule,
  PRODUCTION_TYPE_MODULE,
  type AmbienceBandDto,
  type AmbienceModule,
  type AmbienceProfileDto,
  type AmbienceProfileInput,
} from '@plantel/contracts';
import type { Db } from '../db/database';
import { deleteAmbienceProfile, findAmbienceProfiles, saveAmbienceProfile } from '../repositories/ambience.repository';
import { requireStaff, type Principal } from './auth.service';
import { InvalidInputError } from './errors';
import { rejudgeStoredComfort } from './stored-comfort.service';

export const bandOfDto = (b: AmbienceBandDto): AmbienceBand => ({
  ageFrom: b.age_from,
  temperature: b.temperature,
  humidity: b.humidity,
  co2Max: b.co2_max,
  nh3Max: b.nh3_max,
  enthalpy: b.enthalpy,
});

const range = (r: { min: number; max: number }) => ({ min: r.min, max: r.max });

/** Keys in the contract's order, nested ones too (stored bands come back in the database's order). */
export const dtoOfBand = (b: AmbienceBand): AmbienceBandDto => ({
  age_from: b.ageFrom,
  temperature: range(b.temperature),
  humidity: range(b.humidity),
  co2_max: b.co2Max,
  nh3_max: b.nh3Max,
  enthalpy: { comfortable: range(b.enthalpy.comfortable), intermediary: range(b.enthalpy.intermediary), critical: range(b.enthalpy.critical) },
});

const isAmbienceModule = (module: string): module is AmbienceModule => (AMBIENCE_MODULES as readonly string[]).includes(module);

/** The bands a company judges a production type's flocks by: its own, or Plantel's defaults. */
export async function ambienceProfileFor(db: Db, companyId: number, productionType: number): Promise<AmbienceProfile> {
  const module = PRODUCTION_TYPE_MODULE[productionType];
  const own = module && isAmbienceModule(module) ? (await findAmbienceProfiles(db, companyId)).get(module) : undefined;
  return own ? own.map(bandOfDto) : defaultAmbienceProfile();
}

/**
 * The company's profiles, read once, by production type: for judging many readings of several
 * modules (telemetry ingest, stored-comfort refresh).
 */
export async function ambienceProfilesOf(db: Db, companyId: number): Promise<(productionType: number) => AmbienceProfile> {
  const own = await findAmbienceProfiles(db, companyId);
  const profiles = new Map<string, AmbienceProfile>();
  const defaults = defaultAmbienceProfile();
  return (productionType) => {
    const module = PRODUCTION_TYPE_MODULE[productionType];
    const bands = module && isAmbienceModule(module) ? own.get(module) : undefined;
    if (!bands) return defaults;
    return profiles.get(module!) ?? profiles.set(module!, bands.map(bandOfDto)).get(module!)!;
  };
}

/** `GET /v2/ambience-profiles`: the profile of each poultry module in the caller's roles. */
export async function listAmbienceProfiles(db: Db, principal: Principal): Promise<{ results: AmbienceProfileDto[] }> {
  const own = await findAmbienceProfiles(db, principal.companyId);
  const defaults = defaultAmbienceProfile().map(dtoOfBand);
  return {
    results: AMBIENCE_MODULES.filter((m) => hasModule(principal.roles, m)).map((module) => ({ module, custom: own.has(module), bands: own.get(module)?.map((b) => dtoOfBand(bandOfDto(b))) ?? defaults })),
  };
}

/** `PUT /v2/ambience-profiles/{module}`: the company's own bands (staff only). */
export async function saveAmbienceProfileOf(db: Db, principal: Principal, module: AmbienceModule, input: AmbienceProfileInput): Promise<AmbienceProfileDto> {
  requireStaff(principal, 'change ambience profiles');
  const problem = profileProblem(input.bands.map(bandOfDto));
  if (problem) throw new InvalidInputError('bands', problem);
  await db.transaction(async (tx) => {
    await saveAmbienceProfile(tx as unknown as Db, principal.companyId, module, input.bands, principal.userId);
    await rejudgeStoredComfort(tx as unknown as Db, principal.companyId, [module]);
  });
  return { module, custom: true, bands: input.bands };
}

/** `DELETE /v2/ambience-profiles/{module}`: back to Plantel's defaults (staff only). */
export async function resetAmbienceProfile(db: Db, principal: Principal, module: AmbienceModule): Promise<void> {
  requireStaff(principal, 'change ambience profiles');
  await db.transaction(async (tx) => {
    await deleteAmbienceProfile(tx as unknown as Db, principal.companyId, module);
    await rejudgeStoredComfort(tx as unknown as Db, principal.companyId, [module]);
  });
}
