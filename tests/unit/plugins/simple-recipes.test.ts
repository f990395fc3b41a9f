import { describe, expect, it } from 'vitest';
import { diaryRecipeSource, fullRecipes } from '../../../src/features/diary/recipeSource';
import {
  baseOnboardingRoute,
  onboardingRouteSlot,
  type OnboardingFacts,
} from '../../../src/features/onboarding/access';
import { pluginsFor, type Applied } from './harness';
import { navigationInput, navigationOf } from './navigation';

const facts = (
  patch: Partial<OnboardingFacts> & { coach?: boolean; diy?: boolean; system?: 'SIMPLE' | 'COMPLEX' } = {},
): OnboardingFacts => ({
  user: {
    is_diy: patch.diy ?? true,
    is_coach: patch.coach ?? false,
    organisation: { recipe_system_type: patch.system ?? 'SIMPLE' } as never,
  },
  nutrition: patch.nutrition ?? null,
  simple: patch.simple ?? null,
});
const routeOf = (applied: Applied, f: OnboardingFacts) =>
  applied.host.folded(onboardingRouteSlot, baseOnboardingRoute(f), f);

describe('simple-recipes (recipe_system_type SIMPLE)', () => {
  it('on: the simple onboarding until it is answered; coaches skip it', async () => {
    const on = await pluginsFor([], { recipeSystem: 'SIMPLE' });
    expect(routeOf(on, facts())).toBe('/onboarding/simple');
    expect(routeOf(on, facts({ diy: false }))).toBe('/onboarding/simple');
    expect(routeOf(on, facts({ simple: { motivation: 'SAVE_TIME' } }))).toBeNull();
    expect(routeOf(on, facts({ coach: true }))).toBeNull();
  });

  it("on: the diary's 'add recipe' offers the simple recipes; off: the recipes with ingredients", async () => {
    expect(
      (await pluginsFor([], { recipeSystem: 'SIMPLE' })).host.folded(diaryRecipeSource, fullRecipes, undefined).kind,
    ).toBe('SIMPLE');
    expect((await pluginsFor([])).host.folded(diaryRecipeSource, fullRecipes, undefined).kind).toBe('RECIPE');
  });

  it('on: no recipes tab (the full catalogue is not theirs) and the diary first, until the simple inspiration', async () => {
    const on = await pluginsFor([], { recipeSystem: 'SIMPLE' });
    expect(navigationOf(on, navigationInput({}, { simple: true }))).toEqual({
      tabs: ['diary', 'groceries', 'profile'],
      initialTab: 'diary',
      blocked: false,
    });
    const inspiration = await pluginsFor(['FF_RECIPE_INSPIRATION'], { recipeSystem: 'SIMPLE' });
    expect(navigationOf(inspiration, navigationInput({}, { simple: true }))).toMatchObject({
      tabs: ['diary', 'groceries', 'profile'],
      initialTab: 'diary',
    });
  });

  it('off (a COMPLEX organisation): the full onboarding for a self-service person without a plan; its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(routeOf(off, facts({ system: 'COMPLEX' }))).toBe('/onboarding');
    expect(routeOf(off, facts({ system: 'COMPLEX', nutrition: {} }))).toBeNull();
    expect(off.loaded('simple-recipes')).toBe(false);
  });
});
