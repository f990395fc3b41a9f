import { describe, expect, it } from 'vitest';
import { evaluateFlags } from '../../core/flags';
import { diaryViewOptions } from './viewOptions';

describe('what the diary shows under the flags', () => {
  it.each([
    ['no flags', [], { showMacros: true, showTargets: true, itemsEditable: true, addButton: true, phaseBadge: false }],
    ['macros hidden', ['FF_DONT_SHOW_MACROS'], { showMacros: false, showTargets: false, itemsEditable: true, addButton: true, phaseBadge: false }],
    ['recipe inspiration', ['FF_RECIPE_INSPIRATION'], { showMacros: false, showTargets: false, itemsEditable: true, addButton: true, phaseBadge: false }],
    ['product logging off', ['DisableProductLogging'], { showMacros: true, showTargets: true, itemsEditable: false, addButton: false, phaseBadge: false }],
    ['female hormones', ['FF_FEMALE_HORMONES'], { showMacros: true, showTargets: true, itemsEditable: true, addButton: true, phaseBadge: true }],
  ])('%s', (_name, flags, expected) => {
    expect(diaryViewOptions(evaluateFlags(flags))).toEqual(expected);
  });
});
