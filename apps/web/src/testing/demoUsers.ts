import type { LoginResponse, Permission, Roles } from '@plantel/contracts';
import { makeLoginResponse } from './makeLoginResponse';

const FEATURES: Permission[] = ['Performance', 'Predição', 'Sanidade', 'Nutrição'];
const everyModule = (permissions: Permission[]): Roles => ({
  frangos_de_corte: permissions,
  matrizeiro: permissions,
  aves_poedeiras: permissions,
  suinos: permissions,
});

/** The demo users the server seeds, as their login answers describe them. */
export const DEMO_USERS = {
  admin: { firstName: 'Ana', is_staff: true, is_superuser: true, roles: everyModule([...FEATURES, 'Vendas']) },
  tecnico: { firstName: 'Tiago', is_staff: true, is_superuser: false, roles: everyModule(FEATURES) },
  produtor: { firstName: 'Paulo', is_staff: false, is_superuser: false, roles: { frangos_de_corte: FEATURES, matrizeiro: FEATURES } },
  vendas: { firstName: 'Vera', is_staff: false, is_superuser: false, roles: { frangos_de_corte: ['Vendas', 'Performance'] } },
  suinos: { firstName: 'Sérgio', is_staff: false, is_superuser: false, roles: { suinos: ['Nutrição'] } },
} satisfies Record<string, { firstName: string; is_staff: boolean; is_superuser: boolean; roles: Roles }>;

export type DemoUserName = keyof typeof DEMO_USERS;
export const DEMO_USER_NAMES = Object.keys(DEMO_USERS) as DemoUserName[];

/** The login answer of a demo user. */
export function demoLogin(username: DemoUserName): LoginResponse {
  return makeLoginResponse({ username, ...DEMO_USERS[username] });
}
