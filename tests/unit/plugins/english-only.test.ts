import { describe, expect, it } from 'vitest';
import { languageChoicesSlot, LANGUAGES } from '../../../src/core/language';
import { pluginsFor } from './harness';

describe('english-only (FF_ENGLISH_LANGUAGE_ONLY)', () => {
  it('on: English is the one language to choose (so the picker hides)', async () => {
    const on = await pluginsFor(['FF_ENGLISH_LANGUAGE_ONLY']);
    expect(on.host.folded(languageChoicesSlot, LANGUAGES, undefined)).toEqual(['en']);
  });

  it('off: Dutch and English; its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(off.host.folded(languageChoicesSlot, LANGUAGES, undefined)).toEqual(['nl', 'en']);
    expect(off.loaded('english-only')).toBe(false);
  });

  it('switched on live, the choices narrow without a reload', async () => {
    const applied = await pluginsFor([]);
    const seen: (readonly string[])[] = [];
    applied.host.folded$(languageChoicesSlot, LANGUAGES, undefined).subscribe((choices) => seen.push(choices));
    await applied.reapply(['FF_ENGLISH_LANGUAGE_ONLY']);
    expect(seen).toEqual([['nl', 'en'], ['en']]);
  });
});
