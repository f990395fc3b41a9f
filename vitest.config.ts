import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/indexeddb.ts'],
    testTimeout: 20_000,
  },
});
