import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isGuest, type LoginResponse, type Roles, type TokenRefreshResponse } from '@plantel/contracts';
import { readJwtExpiry } from '@/lib/jwt';

interface SessionData {
  token: string | null;
  /** Renews `token` when it expires, until it expires itself: a sign-in lasts through days offline. */
  refresh: string | null;
  username: string;
  /** What the interface calls the user: their first name, or the username when they have none. */
  name: string;
  roles: Roles;
  is_staff: boolean;
  is_superuser: boolean;
  /** Spec §4: a sales user who is neither staff nor superuser; sensitive text is masked for them. */
  isGuest: boolean;
  /** Why the last session ended, when the server said; cleared at the next sign-in (not persisted). */
  endedBecause?: SessionEnd | null;
}

/** Why the server ended a session, when it said (a deactivation); the sign-in page tells the person. */
export type SessionEnd = 'deactivated';

interface SessionActions {
  login: (response: LoginResponse) => void;
  /** A new access token (and the user as the server now sees them) for the session's refresh token. */
  renew: (response: TokenRefreshResponse) => void;
  /** Ends the session; `because` is kept (not persisted) for the sign-in page to say. */
  logout: (because?: SessionEnd) => void;
  /** The session is over: neither its access token nor its refresh token is valid after `nowSeconds`. */
  isExpired: (nowSeconds?: number) => boolean;
  /** The access token is missing, unreadable or expired at `nowSeconds`: renew it before sending. */
  accessExpired: (nowSeconds?: number) => boolean;
}

type SessionState = SessionData & SessionActions;

const signedOut: SessionData = {
  token: null,
  refresh: null,
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
      login: ({ access, refresh, user }) => set({ ...sessionOf(access, user), refresh, endedBecause: null }),
      renew: ({ access, user }) => set(sessionOf(access, user)),
      logout: (because) => set({ ...signedOut, endedBecause: because ?? null }),
      isExpired: (nowSeconds = Date.now() / 1000) => get().accessExpired(nowSeconds) && expired(get().refresh, nowSeconds),
      accessExpired: (nowSeconds = Date.now() / 1000) => expired(get().token, nowSeconds),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      partialize: ({ token, refresh, username, name, roles, is_staff, is_superuser, isGuest }): SessionData => ({
        token,
        refresh: refresh ?? null,
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

/** Whether a token is missing, unreadable, or its `exp` is not after `nowSeconds`. */
function expired(token: string | null | undefined, nowSeconds: number): boolean {
  const exp = token ? readJwtExpiry(token) : null;
  return exp === null || exp <= nowSeconds;
}

/** What the session keeps of an access token and its user. */
function sessionOf(access: string, user: LoginResponse['user']): Omit<SessionData, 'refresh'> {
  return {
    token: access,
    username: user.username,
    name: user.person.first_name.trim() || user.username,
    roles: user.roles,
    is_staff: user.is_staff,
    is_superuser: user.is_superuser,
    isGuest: isGuest(user),
  };
}
