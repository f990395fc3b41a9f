import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureFlags, pluginManifests } from '../../../src/plugins';

const root = join(__dirname, '../../../src/plugins');
const folders = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('the plugins list', () => {
  it('has one plugin per folder, named after it', () => {
    expect(pluginManifests.map((m) => m.id).sort()).toEqual([...folders].sort());
  });

  it('declares the flags an administrator can switch, each named and described in both languages', () => {
    expect(featureFlags).toContain('FF_B2C_PAYWALL');
    expect(featureFlags).not.toContain('recipe_system_type');
    for (const language of ['en', 'nl']) {
      const { flags } = JSON.parse(readFileSync(join(root, `../../locales/${language}/admin.json`), 'utf8')) as {
        flags: { names: Record<string, string>; descriptions: Record<string, string> };
      };
      expect(Object.keys(flags.names).sort()).toEqual([...featureFlags].sort());
      expect(Object.keys(flags.descriptions).sort()).toEqual([...featureFlags].sort());
    }
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
