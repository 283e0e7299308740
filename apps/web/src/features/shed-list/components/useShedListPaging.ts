import { useState } from 'react';

/** Page-size choices of the shed lists ("aviaries per page", spec §9). */
export const PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;

export interface ShedListPaging {
  page: number;
  pageSize: number;
  change: (page: number, pageSize: number) => void;
}

/**
 * The page shown, back to the first whenever `resetKey` (the list's filters) changes: a filter that
 * narrows the list must not leave the user on a page past its end.
 */
export function useShedListPaging(resetKey: string): ShedListPaging {
  const [state, setState] = useState({ key: resetKey, page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const page = state.key === resetKey ? state.page : 0;
  return {
    page,
    pageSize: state.pageSize,
    change: (nextPage, pageSize) => setState({ key: resetKey, page: pageSize === state.pageSize ? nextPage : 0, pageSize }),
  };
}
