import { create } from 'zustand';
import { apiAnswerListeners } from '@/lib/api-client';

/** Where the time of the last answer from the server is kept, across reloads (an offline reload shows it). */
const LAST_FRESH_KEY = 'plantel.lastFreshAnswer';
/** The header the service worker puts on an API answer it gives from its cache (sw/sw.ts). */
export const CACHED_ANSWER_HEADER = 'x-plantel-cached';

interface ConnectionState {
  /** When the server last answered, ms; null before any answer on this device. */
  lastFreshAt: number | null;
  /** A page's data came from the service worker's cache since the server last answered. */
  showingCached: boolean;
  /** Notes an API answer: from the server, or from the cache (`cached`). */
  noteAnswer: (cached: boolean, at?: number) => void;
}

function storedLastFresh(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_FRESH_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Whether the data on screen is the server's of now or the last seen, and since when (docs/offline.md). */
export const useConnectionStore = create<ConnectionState>()((set, get) => ({
  lastFreshAt: storedLastFresh(),
  showingCached: false,
  noteAnswer: (cached, at = Date.now()) => {
    if (cached) {
      if (!get().showingCached) set({ showingCached: true });
      return;
    }
    try {
      localStorage.setItem(LAST_FRESH_KEY, String(at));
    } catch {
      // Private browsing may refuse storage: the time still shows for this visit.
    }
    set({ lastFreshAt: at, showingCached: false });
  },
}));

apiAnswerListeners.add((response) => useConnectionStore.getState().noteAnswer(response.headers.has(CACHED_ANSWER_HEADER)));
