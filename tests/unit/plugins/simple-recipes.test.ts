import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  baseOnboardingRoute,
  onboardingRouteSlot,
  type OnboardingFacts,
} from '../../../src/features/onboarding/access';
import { groceryListKind } from '../../../src/features/groceries/slots';
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

  it("on: its screens take the Recipes tab's and the diary's 'add recipe' addresses, with its texts", async () => {
    const on = await pluginsFor([], { recipeSystem: 'SIMPLE' });
    const paths = (await firstValueFrom(on.host.routes$)).map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/recipes', '/diary/recipe', '/recipes/simple', '/recipes/simple/$recipeId']),
    );
    expect(on.namespaces()).toContain('simpleRecipes');
    expect(await firstValueFrom((await pluginsFor([])).host.routes$)).toEqual([]);
  });

  it('on: the Recipes tab first, also with recipe inspiration', async () => {
    const on = await pluginsFor([], { recipeSystem: 'SIMPLE' });
    expect(navigationOf(on, navigationInput({}, { simple: true }))).toEqual({
      tabs: ['diary', 'recipes', 'groceries', 'profile'],
      initialTab: 'recipes',
      blocked: false,
    });
    const inspiration = await pluginsFor(['FF_RECIPE_INSPIRATION'], { recipeSystem: 'SIMPLE' });
    expect(navigationOf(inspiration, navigationInput({}, { simple: true }))).toMatchObject({
      tabs: ['diary', 'recipes', 'groceries', 'profile'],
      initialTab: 'recipes',
    });
  });

  it('on: grocery lists are simple ones (the lines as written); off: regular', async () => {
    const on = await pluginsFor([], { recipeSystem: 'SIMPLE' });
    expect(on.host.folded(groceryListKind, 'REGULAR', undefined)).toBe('SIMPLE');
    const off = await pluginsFor([]);
    expect(off.host.folded(groceryListKind, 'REGULAR', undefined)).toBe('REGULAR');
  });

  it('off (a COMPLEX organisation): the full onboarding for a self-service person without a plan; its code is never imported', async () => {
    const off = await pluginsFor([]);
    expect(routeOf(off, facts({ system: 'COMPLEX' }))).toBe('/onboarding');
    expect(routeOf(off, facts({ system: 'COMPLEX', nutrition: {} }))).toBeNull();
    expect(off.loaded('simple-recipes')).toBe(false);
  });
});
