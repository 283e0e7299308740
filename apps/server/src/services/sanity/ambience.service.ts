import { defaultAmbienceProfile, profileProblem } from '@plantel/domain';
import { AMBIENCE_MODULES, hasModule, type AmbienceModule, type AmbienceProfileDto, type AmbienceProfileInput } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { deleteAmbienceProfile, findAmbienceProfiles, saveAmbienceProfile } from '../../repositories/ambience.repository';
import { requireStaff, type Principal } from '../access/auth.service';
import { InvalidInputError } from '../common/errors';
import { bandOfDto, dtoOfBand } from './ambience-profiles';
import { rejudgeStoredComfort } from './stored-comfort.service';

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
    await saveAmbienceProfile(tx, principal.companyId, module, input.bands, principal.userId);
    await rejudgeStoredComfort(tx, principal.companyId, [module]);
  });
  return { module, custom: true, bands: input.bands };
}

/** `DELETE /v2/ambience-profiles/{module}`: back to Plantel's defaults (staff only). */
export async function resetAmbienceProfile(db: Db, principal: Principal, module: AmbienceModule): Promise<void> {
  requireStaff(principal, 'change ambience profiles');
  await db.transaction(async (tx) => {
    await deleteAmbienceProfile(tx, principal.companyId, module);
    await rejudgeStoredComfort(tx, principal.companyId, [module]);
  });
}
