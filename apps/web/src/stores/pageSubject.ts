import { useEffect } from 'react';
import { create } from 'zustand';

/** What the open page is about beyond its route (a dashboard's shed and batch), for the app bar's title. */
export const usePageSubjectStore = create<{ subject: string | null }>(() => ({ subject: null }));

/** Names the page's subject in the app bar while the calling component is mounted. */
export function usePageSubject(subject: string | null): void {
  useEffect(() => {
    usePageSubjectStore.setState({ subject });
    return () => usePageSubjectStore.setState({ subject: null });
  }, [subject]);
}
