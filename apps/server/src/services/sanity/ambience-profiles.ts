import { defaultAmbienceProfile, type AmbienceBand, type AmbienceProfile } from '@plantel/domain';
import {
  AMBIENCE_MODULES,
  PRODUCTION_TYPE_MODULE,
  type AmbienceBandDto,
  type AmbienceModule,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findAmbienceProfiles } from '../../repositories/ambience.repository';

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
