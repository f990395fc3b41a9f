import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apiDocs } from '../../scripts/api-docs';

it('docs/api.md describes the routes as they are (regenerate with npx tsx scripts/api-docs.ts)', async () => {
  const current = readFileSync(join(import.meta.dirname, '../../docs/api.md'), 'utf8');
  expect(await apiDocs()).toBe(current);
}, 30_000);
