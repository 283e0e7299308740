import type { LoginResponse } from '@plantel/contracts';
import { makeJwtExpiringIn } from './makeJwt';

type UserOverrides = Partial<Omit<LoginResponse['user'], 'person'>> & { firstName?: string };

/** A login answer like the server's, for the demo producer unless overridden. */
export function makeLoginResponse({ firstName = 'Paulo', ...user }: UserOverrides = {}, token = makeJwtExpiringIn(3600)): LoginResponse {
  return {
    access: token,
    user: {
      username: 'produtor',
      is_staff: false,
      is_superuser: false,
      roles: { frangos_de_corte: ['Performance', 'Nutrição'], matrizeiro: ['Sanidade'] },
      person: { first_name: firstName },
      ...user,
    },
  };
}
