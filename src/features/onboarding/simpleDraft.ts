import { deviceStore } from '../../core/deviceStore';

/**
 * The simple onboarding's answers before they are saved. They are this device's UI state, kept out
 * of the synced log (docs/architecture.md); the save is the CompleteSimpleOnboarding command.
 * Stored so that a reload continues where the person was.
 */
export interface SimpleDraft {
  readonly step: number;
  /** The welcome video was watched or skipped (it comes before the first question). */
  readonly videoDone: boolean;
  readonly motivation: string | null;
  readonly cookingStyles: string[];
  readonly diet: string | null;
  readonly allergens: string[];
  readonly mealTimes: string[];
}

const store = deviceStore<Partial<SimpleDraft>>('forkcast.onboarding.simple');
export const EMPTY_SIMPLE_DRAFT: SimpleDraft = {
  step: 0,
  videoDone: false,
  motivation: null,
  cookingStyles: [],
  diet: null,
  allergens: ['NONE'],
  mealTimes: ['BREAKFAST', 'LUNCH', 'DINNER'],
};

export const loadSimpleDraft = (storage?: Pick<Storage, 'getItem'>): SimpleDraft => ({
  ...EMPTY_SIMPLE_DRAFT,
  ...store.load(storage),
});
export const saveSimpleDraft = (draft: SimpleDraft | null, storage?: Pick<Storage, 'setItem' | 'removeItem'>): void =>
  store.save(draft, storage);
