import { describe, expect, it } from 'vitest';
import { createPluginHost } from '../../core/plugins';
import { BASE_DIARY_VIEW, diaryViewOptions } from './viewOptions';

describe('what the diary shows', () => {
  it('shows everything but the phase badge when no plugin changes it', () => {
    const host = createPluginHost([]);
    expect(host.folded(diaryViewOptions, BASE_DIARY_VIEW, undefined)).toEqual({
      showMacros: true,
      showTargets: true,
      itemsEditable: true,
      addButton: true,
      phaseBadge: false,
    });
  });
});
