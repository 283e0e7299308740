import { create } from 'zustand';
import type { AccessDenial } from '@/config/routes/access';
import type { RouteMeta } from '@/config/routes/routeMeta';

/** A navigation the role-aware guard refused; translated when shown, so it follows the language. */
export interface AccessNotice {
  /** Tells two notices about the same page apart, so the second one shows again. */
  id: number;
  denial: AccessDenial;
  route: Pick<RouteMeta, 'name' | 'module' | 'role' | 'feature' | 'permission'>;
}

interface NoticeState {
  notice: AccessNotice | null;
  showAccessDenied: (meta: RouteMeta, denial: AccessDenial) => void;
  dismiss: () => void;
}

let nextId = 1;

/** The notice (MUI Snackbar in the signed-in layout) explaining why a navigation did not happen. */
export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  showAccessDenied: ({ name, module, role, feature, permission }, denial) =>
    set({ notice: { id: nextId++, denial, route: { name, module, role, feature, permission } } }),
  dismiss: () => set({ notice: null }),
}));
