import { defineConfig } from 'vitest/config';

// The size budgets read the production build in dist/, so they run after `vite build`.
export default defineConfig({ test: { include: ['tests/budget/**/*.test.ts'], environment: 'node' } });
