import type { LoginResponse } from '@plantel/contracts';
import { makeJwtExpiringIn } from './makeJwt';

type UserOverrides = Partial<Omit<LoginResponse['user'], 'person'>> & { firstName?: string };

/** A login answer like the server's, for the demo producer unless overridden; its refresh token expires with the access token unless given. */
export function makeLoginResponse({ firstName = 'Paulo', ...user }: UserOverrides = {}, token = makeJwtExpiringIn(3600), refresh = token): LoginResponse {
  return {
    access: token,
    refresh,
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
