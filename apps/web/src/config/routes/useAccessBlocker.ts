import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import type { Roles } from '@plantel/contracts';
import { useNoticeStore } from '@/stores/notice';
import { routeAccessDenial } from './access';
import { routeMetaForPath } from './findRoute';

/**
 * The role-aware guard inside the app: a navigation to a route the roles do not open (or a
 * disabled one) does not happen; the user stays where they were and a notice says why.
 */
export function useAccessBlocker(roles: Roles): void {
  const shouldBlock = useCallback<BlockerFunction>(({ nextLocation }) => {
    const meta = routeMetaForPath(nextLocation.pathname);
    return meta !== undefined && routeAccessDenial(meta, roles) !== null;
  }, [roles]);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const meta = routeMetaForPath(blocker.location.pathname);
    const denial = meta ? routeAccessDenial(meta, roles) : null;
    if (meta && denial) useNoticeStore.getState().showAccessDenied(meta, denial);
    blocker.reset();
  }, [blocker, roles]);
}
