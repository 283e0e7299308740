import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isGuest, type LoginResponse, type Roles } from '@plantel/contracts';
import { readJwtExpiry } from '@/lib/jwt';

interface SessionData {
  token: string | null;
  username: string;
  /** What the interface calls the user: their first name, or the username when they have none. */
  name: string;
  roles: Roles;
  is_staff: boolean;
  is_superuser: boolean;
  /** Spec §4: a sales user who is neither staff nor superuser; sensitive text is masked for them. */
  isGuest: boolean;
}

interface SessionActions {
  login: (response: LoginResponse) => void;
  logout: () => void;
  /** True when there is no token, it cannot be read, or its `exp` is not after `nowSeconds`. */
  isExpired: (nowSeconds?: number) => boolean;
}

type SessionState = SessionData & SessionActions;

const signedOut: SessionData = {
  token: null,
  username: '',
  name: '',
  roles: {},
  is_staff: false,
  is_superuser: false,
  isGuest: false,
};

/** localStorage key of the persisted session. */
export const SESSION_STORAGE_KEY = 'plantel_session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      login: ({ access, user }) =>
        set({
          token: access,
          username: user.username,
          name: user.person.first_name.trim() || user.username,
          roles: user.roles,
          is_staff: user.is_staff,
          is_superuser: user.is_superuser,
          isGuest: isGuest(user),
        }),
      logout: () => set(signedOut),
      isExpired: (nowSeconds = Date.now() / 1000) => {
        const { token } = get();
        const exp = token === null ? null : readJwtExpiry(token);
        return exp === null || exp <= nowSeconds;
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      partialize: ({ token, username, name, roles, is_staff, is_superuser, isGuest }): SessionData => ({
        token,
        username,
        name,
        roles,
        is_staff,
        is_superuser,
        isGuest,
      }),
    },
  ),
);
