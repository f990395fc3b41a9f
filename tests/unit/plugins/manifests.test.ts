import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureFlagDefaults } from '../../../src/core/flags';
import { pluginManifests } from '../../../src/plugins';

const root = join(__dirname, '../../../src/plugins');
const folders = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('the plugins list', () => {
  it('has one plugin per folder, named after it', () => {
    expect(pluginManifests.map((m) => m.id).sort()).toEqual([...folders].sort());
  });

  it('covers every feature flag', () => {
    const flags = pluginManifests.flatMap((m) => (typeof m.flag === 'string' ? [m.flag] : [...m.flag]));
    for (const flag of Object.keys(featureFlagDefaults)) expect(flags).toContain(flag);
  });

  it.each(folders)(
    '%s: its entry imports only the plugin contract (its code is a chunk of its own, fetched when enabled)',
    (folder) => {
      const entry = readFileSync(join(root, folder, 'index.ts'), 'utf8');
      const imports = [...entry.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
      expect(imports).toEqual(['../../core/plugins']);
      expect(entry).toMatch(/load: \(\) => import\('\.\/register'\)/);
    },
  );
});
