import { describe, expect, it } from 'vitest';
import type { NutritionProfile } from '../../core/nutrition/profile';
import { NO_WEEKLY_PLAN } from '../profile/weeklyPlan';
import { loadDraft, saveDraft } from './draft';
import { fineTune, startWizard, toggleMoment } from './wizard';

const profile: NutritionProfile = {
  sex: 'MALE',
  age: 30,
  heightCm: 180,
  weightKg: 80,
  bodyFat: 0.18,
  activity: 'ACTIVE',
  goal: 'GAIN_MUSCLE',
  weeklyChangeKg: null,
  diet: 'OMNIVORE',
  sustainability: null,
  keto: false,
  lowCarb: false,
};

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the wizard’s draft', () => {
  it('keeps the whole state per client and per day plan until it is cleared', () => {
    const storage = memory();
    const state = fineTune(
      { ...toggleMoment(startWizard(profile, NO_WEEKLY_PLAN, null), 'SNACK'), step: 3 },
      profile,
      'LUNCH',
      'kcal',
      null,
    );
    saveDraft(7, state, storage);
    expect(loadDraft(7, null, storage)).toEqual(state);
    expect(loadDraft(8, null, storage)).toBeNull();
    expect(loadDraft(7, 'training', storage)).toBeNull();
    saveDraft(7, null, storage);
    expect(loadDraft(7, null, storage)).toBeNull();
  });

  it('ignores a damaged or older draft', () => {
    const storage = memory();
    storage.setItem('forkcast.nutritionPlanDraft.7', '{"step": 9}');
    expect(loadDraft(7, null, storage)).toBeNull();
    storage.setItem('forkcast.nutritionPlanDraft.7', 'not json');
    expect(loadDraft(7, null, storage)).toBeNull();
  });
});
