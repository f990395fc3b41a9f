import { describe, expect, it } from 'vitest';
import { GROCERY_CATEGORIES } from '../../src/core/api/groceries';
import { loadOff2026, loadSrFoods } from '../catalogue/sources';
import { productGroceryCategory, SR_GROUP_CATEGORIES, srGroceryCategory } from './categories';

describe('grocery categories', () => {
  it('maps every SR28 food group in the data, and no other, to a category on purpose', () => {
    const groups = new Set(loadSrFoods().rows.map((f) => f.category));
    expect([...groups].sort()).toEqual(Object.keys(SR_GROUP_CATEGORIES).sort());
    for (const category of Object.values(SR_GROUP_CATEGORIES)) expect(GROCERY_CATEGORIES).toContain(category);
  });

  it.each([
    ['Dairy and Egg Products', 'Egg, whole, raw, fresh', 'DAIRY_EGGS'],
    ['Dairy and Egg Products', 'Milk, whole, 3.25% milkfat, with added vitamin D', 'DAIRY_EGGS'],
    ['Vegetables and Vegetable Products', 'Onions, raw', 'PRODUCE'],
    ['Fats and Oils', 'Oil, olive, salad or cooking', 'OILS_SAUCES'],
    ['Cereal Grains and Pasta', 'Rice, white, long-grain, regular, raw, enriched', 'DRY_GOODS'],
    ['Baked Products', 'Rolls, hamburger or hotdog, plain', 'BAKERY'],
    ['Poultry Products', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', 'MEAT_FISH'],
    ['Legumes and Legume Products', 'Lentils, raw', 'PLANT_PROTEIN'],
    ['Legumes and Legume Products', 'Beans, kidney, red, mature seeds, canned, drained solids', 'CANNED_JARRED'],
    ['Legumes and Legume Products', 'Soy sauce made from soy and wheat (shoyu)', 'OILS_SAUCES'],
    ['Vegetables and Vegetable Products', 'Tomatoes, red, ripe, canned, packed in tomato juice', 'CANNED_JARRED'],
    ['Vegetables and Vegetable Products', 'Peas, green, frozen, unprepared', 'FROZEN'],
    // 'previously frozen' in parentheses is fresh shrimp at the fish counter.
    [
      'Finfish and Shellfish Products',
      'Crustaceans, shrimp, mixed species, raw (may have been previously frozen)',
      'MEAT_FISH',
    ],
    ['Spices and Herbs', 'Spices, cumin seed', 'SPICES_HERBS'],
    ['Spices and Herbs', 'Basil, fresh', 'PRODUCE'],
    ['Spices and Herbs', 'Vinegar, balsamic', 'OILS_SAUCES'],
    ['Fruits and Fruit Juices', 'Orange juice, raw', 'DRINKS'],
    ['Fruits and Fruit Juices', 'Lemon juice, raw', 'PRODUCE'],
    ['Fruits and Fruit Juices', 'Raisins, seedless', 'DRY_GOODS'],
    ['Soups, Sauces, and Gravies', 'Soup, vegetable broth, ready to serve', 'CANNED_JARRED'],
    ['Soups, Sauces, and Gravies', 'Sauce, pesto, ready-to-serve, refrigerated', 'OILS_SAUCES'],
    ['Sweets', 'Sugars, granulated', 'DRY_GOODS'],
    ['Sweets', 'Ice creams, vanilla', 'FROZEN'],
    ['Sweets', 'Candies, milk chocolate', 'SNACKS_SWEETS'],
    ['Beverages', 'Beverages, fruit punch juice drink, frozen concentrate', 'DRINKS'],
    ['Restaurant Foods', 'Restaurant, Italian, lasagna with meat', 'OTHER'],
    ['No such group', 'Anything', 'OTHER'],
  ] as const)('%s: %s is %s', (group, description, category) => {
    expect(srGroceryCategory(group, description)).toBe(category);
  });

  it.each([
    ['Breads', 'BAKERY'],
    ['fr:pain-a-l-epeautre', 'BAKERY'],
    ['Butter croissants', 'BAKERY'],
    ['Milk chocolate bar', 'SNACKS_SWEETS'],
    ['Plain sheep milk yogurts', 'DAIRY_EGGS'],
    ['Peanut butters', 'CANNED_JARRED'],
    ['Meat analogues', 'PLANT_PROTEIN'],
    ['Salmon fillets', 'MEAT_FISH'],
    ['Canned salmons', 'CANNED_JARRED'],
    ['Rolled oats', 'DRY_GOODS'],
    ['Pickled peppers', 'CANNED_JARRED'],
    ['Unsweetened beverages', 'DRINKS'],
    ['Fresh vegetables', 'PRODUCE'],
    ['Groceries', 'OTHER'],
    ['Null', 'OTHER'],
    [null, 'OTHER'],
  ] as const)('a product in %s is %s', (category, expected) => {
    expect(productGroceryCategory(category)).toBe(expected);
  });

  it('gives every product of the 2026 sample a category without failing', () => {
    for (const product of loadOff2026().rows)
      expect(GROCERY_CATEGORIES).toContain(productGroceryCategory(product.category));
  });
});
