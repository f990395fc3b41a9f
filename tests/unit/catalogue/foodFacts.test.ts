import { describe, expect, it } from 'vitest';
import { combineFacts, dietsSuitedBy, foodFactsOf } from '../../../src/core/catalogue/foodFacts';

// Names and categories as the USDA table writes them.
const facts = (name: string, category: string) => foodFactsOf({ name, category });

describe('food facts from the composition table', () => {
  it.each([
    [
      'Chicken, broilers or fryers, breast, meat only, raw',
      'Poultry Products',
      { meat: true, dairy: false },
      [],
      [],
      [],
    ],
    [
      'Beef, chuck for stew, separable lean and fat, all grades, raw',
      'Beef Products',
      { meat: true },
      [],
      [],
      ['BEEF'],
    ],
    ['Ham, sliced, regular (approximately 11% fat)', 'Pork Products', { meat: true, pork: true }, [], [], []],
    ['Soup, chicken broth, ready-to-serve', 'Soups, Sauces, and Gravies', { meat: true }, [], [], []],
    [
      'Fish, salmon, Atlantic, farmed, raw',
      'Finfish and Shellfish Products',
      { fish: true, meat: false },
      [],
      ['FISH'],
      [],
    ],
    ['Sauce, fish, ready-to-serve', 'Soups, Sauces, and Gravies', { fish: true }, [], ['FISH'], []],
    [
      'Crustaceans, shrimp, mixed species, raw',
      'Finfish and Shellfish Products',
      { shellfish: true, fish: false },
      ['CRUSTACEANS_AND_SHELLFISH'],
      ['SHELLFISH'],
      [],
    ],
    ['Cheese, gouda', 'Dairy and Egg Products', { dairy: true }, ['LACTOSE'], ['MILK'], []],
    ['Butter, without salt', 'Dairy and Egg Products', { dairy: true }, ['LACTOSE'], ['MILK'], []],
    ['Egg, whole, raw, fresh', 'Dairy and Egg Products', { egg: true, dairy: false }, [], ['EGG'], []],
    [
      'Peanut butter, smooth style, with salt',
      'Legumes and Legume Products',
      { dairy: false },
      ['NUTS'],
      ['PEANUTS'],
      [],
    ],
    ['Nuts, almonds', 'Nut and Seed Products', {}, ['NUTS'], ['TREE_NUTS'], []],
    [
      'Nuts, coconut milk, canned (liquid expressed from grated meat and water)',
      'Nut and Seed Products',
      { meat: false, dairy: false },
      [],
      [],
      [],
    ],
    ['Seeds, sesame butter, tahini, type of kernels unspecified', 'Nut and Seed Products', {}, [], ['SESAME'], []],
    [
      'Soymilk (all flavors), unsweetened, with added calcium, vitamins A and D',
      'Legumes and Legume Products',
      { dairy: false },
      [],
      ['SOY'],
      [],
    ],
    ['SILK Plain soy yogurt', 'Legumes and Legume Products', { dairy: false }, [], ['SOY'], []],
    ['Soy sauce made from soy and wheat (shoyu)', 'Legumes and Legume Products', {}, ['GLUTEN'], ['WHEAT', 'SOY'], []],
    ['Soy sauce made from soy (tamari)', 'Legumes and Legume Products', {}, [], ['SOY'], []],
    ['Cereals, oats, regular and quick, not fortified, dry', 'Breakfast Cereals', {}, ['GLUTEN'], [], []],
    ['Tortillas, ready-to-bake or -fry, corn', 'Baked Products', {}, [], [], []],
    ['Bread, whole-wheat, commercially prepared', 'Baked Products', {}, ['GLUTEN'], ['WHEAT'], []],
    ['Noodles, egg, dry, enriched', 'Cereal Grains and Pasta', { egg: true }, ['GLUTEN'], ['EGG', 'WHEAT'], []],
    ['Rice noodles, dry', 'Cereal Grains and Pasta', {}, [], [], []],
    [
      'Sauce, pesto, ready-to-serve, refrigerated',
      'Soups, Sauces, and Gravies',
      { dairy: true },
      ['LACTOSE', 'NUTS'],
      ['TREE_NUTS', 'MILK'],
      [],
    ],
    ['Honey', 'Sweets', { honey: true }, [], [], ['HONEY']],
    ['Eggplant, raw', 'Vegetables and Vegetable Products', { egg: false }, [], [], ['EGGPLANT']],
    ['Potatoes, russet, flesh and skin, raw', 'Vegetables and Vegetable Products', {}, [], [], ['POTATO']],
    ['Sweet potato, raw, unprepared', 'Vegetables and Vegetable Products', {}, [], [], []],
    ['Tomato products, canned, paste, without salt added', 'Vegetables and Vegetable Products', {}, [], [], ['TOMATO']],
    ['Mushrooms, white, raw', 'Vegetables and Vegetable Products', {}, [], [], ['MUSHROOM']],
    ['Coriander (cilantro) leaves, raw', 'Spices and Herbs', {}, [], [], ['CILANTRO']],
    ['Salad dressing, mayonnaise, regular', 'Fats and Oils', { egg: true }, [], ['EGG'], ['MAYONNAISE']],
    ['Brussels sprouts, raw', 'Vegetables and Vegetable Products', {}, [], [], ['BRUSSELS_SPROUTS']],
    // What names hide (hiddenIngredients.ts).
    ['Beans, baked, canned, plain or vegetarian', 'Legumes and Legume Products', { meat: false }, [], [], ['TOMATO']],
    // A sauce for pasta is no pasta.
    ['Sauce, pasta, spaghetti/marinara, ready-to-serve', 'Soups, Sauces, and Gravies', {}, [], [], ['TOMATO']],
    ['PACE, Salsa Verde', 'Soups, Sauces, and Gravies', {}, [], [], ['CILANTRO']],
    [
      'Salad dressing, ranch dressing, regular',
      'Fats and Oils',
      { egg: true, dairy: true },
      ['LACTOSE'],
      ['EGG', 'MILK'],
      ['MAYONNAISE'],
    ],
    [
      'Salad dressing, caesar dressing, regular',
      'Fats and Oils',
      { egg: true, dairy: true, fish: true },
      ['LACTOSE'],
      ['EGG', 'MILK', 'FISH'],
      ['MAYONNAISE'],
    ],
    [
      'Soup, beef stroganoff, canned, chunky style, ready-to-serve',
      'Soups, Sauces, and Gravies',
      { meat: true },
      [],
      [],
      ['BEEF', 'MUSHROOM'],
    ],
    [
      'Cereals ready-to-eat, granola, homemade',
      'Breakfast Cereals',
      { honey: true },
      ['GLUTEN', 'NUTS'],
      ['WHEAT', 'TREE_NUTS'],
      ['HONEY'],
    ],
    [
      'Pasta, fresh-refrigerated, plain, as purchased',
      'Cereal Grains and Pasta',
      { egg: true },
      ['GLUTEN'],
      ['EGG', 'WHEAT'],
      [],
    ],
    [
      'Muffins, blueberry, commercially prepared (Includes mini-muffins)',
      'Baked Products',
      { egg: true, dairy: true },
      ['GLUTEN', 'LACTOSE'],
      ['EGG', 'MILK', 'WHEAT'],
      [],
    ],
    [
      'Bread, white, commercially prepared (includes soft bread crumbs)',
      'Baked Products',
      { dairy: true, egg: false },
      ['GLUTEN', 'LACTOSE'],
      ['MILK', 'WHEAT'],
      [],
    ],
    ['Rolls, hamburger or hotdog, plain', 'Baked Products', { meat: false }, ['GLUTEN'], ['WHEAT'], []],
    ['Sauce, teriyaki, ready-to-serve', 'Soups, Sauces, and Gravies', {}, ['GLUTEN'], ['SOY', 'WHEAT'], []],
    // Worcestershire sauce: anchovies, and malt vinegar (barley, not wheat).
    ['Sauce, worcestershire', 'Soups, Sauces, and Gravies', { fish: true }, ['GLUTEN'], ['FISH'], []],
    ['Peanut flour, defatted', 'Legumes and Legume Products', {}, ['NUTS'], ['PEANUTS'], []],
    ["Custard-apple, (bullock's-heart), raw", 'Fruits and Fruit Juices', { egg: false, dairy: false }, [], [], []],
    [
      'Veal, leg (top round), separable lean only, cooked, pan-fried, not breaded',
      'Lamb, Veal, and Game Products',
      { meat: true },
      [],
      [],
      [],
    ],
    [
      'Chili con carne with beans, canned entree',
      'Meals, Entrees, and Side Dishes',
      { meat: true },
      [],
      [],
      ['BEEF', 'TOMATO'],
    ],
    ['Gelatin desserts, dry mix', 'Sweets', { meat: true, pork: true }, [], [], []],
  ])('%s', (name, category, flags, intolerances, allergens, dislikes) => {
    const found = facts(name, category);
    expect(found).toMatchObject(flags);
    expect([...found.intolerances].sort()).toEqual([...intolerances].sort());
    expect([...found.allergens].sort()).toEqual([...allergens].sort());
    expect([...found.dislikes].sort()).toEqual([...dislikes].sort());
  });
});

describe('diets a dish suits', () => {
  const tofu = facts('Tofu, raw, firm, prepared with calcium sulfate', 'Legumes and Legume Products');
  const cheese = facts('Cheese, feta', 'Dairy and Egg Products');
  const egg = facts('Egg, whole, raw, fresh', 'Dairy and Egg Products');
  const cod = facts('Fish, cod, Atlantic, raw', 'Finfish and Shellfish Products');
  const chicken = facts('Chicken, broilers or fryers, breast, meat only, raw', 'Poultry Products');
  const honey = facts('Honey', 'Sweets');

  it.each([
    ['tofu alone', [tofu], ['VEGAN', 'LACTO_VEGETARIAN', 'OVO_VEGETARIAN', 'VEGETARIAN', 'PESCATARIAN', 'OMNIVORE']],
    ['tofu with honey', [tofu, honey], ['LACTO_VEGETARIAN', 'OVO_VEGETARIAN', 'VEGETARIAN', 'PESCATARIAN', 'OMNIVORE']],
    ['cheese', [tofu, cheese], ['LACTO_VEGETARIAN', 'VEGETARIAN', 'PESCATARIAN', 'OMNIVORE']],
    ['egg', [egg], ['OVO_VEGETARIAN', 'VEGETARIAN', 'PESCATARIAN', 'OMNIVORE']],
    ['cheese and egg', [cheese, egg], ['VEGETARIAN', 'PESCATARIAN', 'OMNIVORE']],
    ['fish', [cod, egg], ['PESCATARIAN', 'OMNIVORE']],
    ['meat', [chicken, tofu], ['OMNIVORE']],
  ])('%s', (_name, parts, diets) => {
    expect(dietsSuitedBy(combineFacts(parts))).toEqual([...diets, 'HALAL']);
  });

  it('halal: no pork and no alcohol, whatever else', () => {
    const ham = facts('Ham, sliced, regular (approximately 11% fat)', 'Pork Products');
    const wine = facts('Alcoholic beverage, wine, table, white', 'Beverages');
    const vinegar = facts('Vinegar, red wine', 'Spices and Herbs');
    expect(dietsSuitedBy(combineFacts([ham]))).not.toContain('HALAL');
    expect(dietsSuitedBy(combineFacts([tofu, wine]))).not.toContain('HALAL');
    expect(dietsSuitedBy(combineFacts([chicken, vinegar]))).toContain('HALAL');
  });
});
