import { create } from 'zustand';

interface EnvironmentState {
  /**
   * The environment filter category (spec §2): the first path segment of the current page
   * (`broiler`, `matrix`, `laying-birds`, `swine`; '' on Home). List screens read it to pick their filters.
   */
  category: string;
  setCategory: (category: string) => void;
}

export const useEnvironmentStore = create<EnvironmentState>()((set) => ({
  category: '',
  setCategory: (category) => set((state) => (state.category === category ? state : { category })),
}));

/** The first segment of a path: `/broiler/performance` → `broiler`. */
export function firstPathSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}
