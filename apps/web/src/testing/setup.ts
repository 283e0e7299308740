import '@testing-library/jest-dom/vitest';
// happy-dom has no IndexedDB, which the outbox keeps its records in (lib/outbox): a whole one in memory.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { LANGUAGES, loadLanguage } from '@/lib/i18n';

// The first lazy route of a file compiles on demand: give findBy* queries room.
configure({ asyncUtilTimeout: 4000 });

// Tests speak every language: load all translations up front.
await Promise.all(LANGUAGES.map(loadLanguage));

// No server runs beside the unit tests: a request that a test does not answer itself (vi.stubGlobal)
// fails at once as a network error, as it would offline, instead of connecting to happy-dom's page
// address (localhost:3000) and printing the refused connection.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch: no server in unit tests')));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
