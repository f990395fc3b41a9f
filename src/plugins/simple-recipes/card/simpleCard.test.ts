import { describe, expect, it } from 'vitest';
import type { SimpleRecipe } from '../../../core/api/recipes';
import { simpleCardOf, visibleSimpleCards, type SimpleCardData } from './simpleCard';

const recipe = (id: string, over: Partial<SimpleRecipe> = {}): SimpleRecipe => ({
  id,
  name: `Recipe ${id}`,
  description: '',
  image: null,
  servings: 2,
  prep_time_minutes: 7,
  cook_time_minutes: 4,
  meal_types: ['LUNCH'],
  ingredients: ['1 egg'],
  instructions: '',
  custom_tags: [],
  source: '',
  is_favorite: false,
  allergens: [],
  total_calories: 412.4,
  protein_grams: 20,
  carbohydrates_grams: 30,
  fat_grams: 10,
  fiber_grams: null,
  ...over,
});
const cards = (...ids: string[]): SimpleCardData[] => ids.map((id) => simpleCardOf(recipe(id)));
const none = { favourites: [], dislikes: [] };

describe('a simple recipe card', () => {
  it('shows the simple time (prep plus cook, rounded up to 5) and kcal per serving', () => {
    const card = simpleCardOf(recipe('a'));
    expect(card.minutes).toBe(15);
    expect(card.kcal).toBe(412.4);
    expect(card.ingredients).toEqual(['1 egg']);
  });
});

describe('the simple cards a list shows', () => {
  it('leaves out a recipe marked not for me, at once', () => {
    const shown = visibleSimpleCards(cards('a', 'b'), { favourites: [], dislikes: ['SIMPLE:a', 'RECIPE:b'] });
    expect(shown.map((c) => c.id)).toEqual(['b']);
  });

  it('drops a heart taken back from a favourites-only list, and keeps it elsewhere', () => {
    const preferences = { favourites: ['SIMPLE:b', 'RECIPE:a'], dislikes: [] };
    expect(visibleSimpleCards(cards('a', 'b'), preferences, true).map((c) => c.id)).toEqual(['b']);
    expect(visibleSimpleCards(cards('a', 'b'), preferences).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('shows a recipe two pages both carry once', () => {
    expect(visibleSimpleCards(cards('a', 'b', 'a'), none).map((c) => c.id)).toEqual(['a', 'b']);
  });
});
