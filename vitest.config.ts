import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'packages/charts', 'apps/server', 'apps/web'],
  },
});
