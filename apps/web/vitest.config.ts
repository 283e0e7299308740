import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
      // A form test types and clicks through MUI at real speed; on a busy 2-core machine that can take
      // more than the 5 s default without anything being wrong.
      testTimeout: 20_000,
    },
  }),
);
