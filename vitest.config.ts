import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/indexeddb.ts'],
    // Ceilings, not waits (issue 20): a test that passes goes on at once; these only decide how long
    // a loaded 2-core machine may take before a slow test counts as failed. A PGlite database per
    // API test file starts in a hook.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
