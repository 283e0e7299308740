import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: the API test files spend most of their time in their own database and imports,
    // and the default leaves one core of two idle.
    maxWorkers: '100%',
    projects: ['packages/domain', 'packages/contracts', 'packages/charts', 'apps/server', 'apps/web'],
  },
});
