import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES, loadLanguage } from '@/lib/i18n';

// The first lazy route of a file compiles on demand: give findBy* queries room.
configure({ asyncUtilTimeout: 4000 });

// Tests speak every language: load all translations up front.
await Promise.all(LANGUAGES.map(loadLanguage));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
