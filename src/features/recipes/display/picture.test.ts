import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RecipePicture } from '../screens/RecipePicture';
import { glyphOf, PICTURE_PALETTES, PICTURE_PATTERNS, pictureOf } from './picture';

const recipe = (id: string, name = 'Something', extra: object = {}) => ({ id, name, ...extra });

describe('pictureOf', () => {
  it('gives the same recipe the same picture every time, whatever else is on the page', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), fc.string(), (id, name) => {
        expect(pictureOf(recipe(id, name))).toEqual(pictureOf(recipe(id, name)));
      }),
    );
    const html = (id: string) => renderToStaticMarkup(createElement(RecipePicture, { recipe: recipe(id) }));
    expect(html('mango-coconut-chia-pudding').replace(/id="[^"]+"|url\(#[^)]+\)/g, '')).toBe(
      html('mango-coconut-chia-pudding').replace(/id="[^"]+"|url\(#[^)]+\)/g, ''),
    );
  });

  it('spreads recipes over every palette and pattern, none taking much more than its share', () => {
    const ids = Array.from({ length: 800 }, (_, i) => `recipe-${i}`);
    const palettes = new Map<number, number>();
    const patterns = new Map<string, number>();
    for (const id of ids) {
      const p = pictureOf(recipe(id));
      palettes.set(p.palette, (palettes.get(p.palette) ?? 0) + 1);
      patterns.set(p.pattern, (patterns.get(p.pattern) ?? 0) + 1);
    }
    expect(palettes.size).toBe(PICTURE_PALETTES);
    expect(patterns.size).toBe(PICTURE_PATTERNS.length);
    for (const count of palettes.values()) expect(count).toBeLessThan((ids.length / PICTURE_PALETTES) * 1.5);
    for (const count of patterns.values()) expect(count).toBeLessThan((ids.length / PICTURE_PATTERNS.length) * 1.5);
  });

  it('keeps the palette and the angle in range', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const p = pictureOf(recipe(id));
        expect(p.palette).toBeGreaterThanOrEqual(0);
        expect(p.palette).toBeLessThan(PICTURE_PALETTES);
        expect([-15, 0, 15, 30]).toContain(p.angle);
      }),
    );
  });
});

describe('glyphOf', () => {
  it.each([
    // the name speaks first
    [{ name: 'Salmon with greens', mainIngredient: 'spinach' }, 'fish'],
    [{ name: 'Zalm met groene groenten' }, 'fish'],
    [{ name: 'Egg fried rice' }, 'egg'],
    [{ name: 'Omelet met spinazie' }, 'egg'],
    [{ name: 'Kipfilet met rijst' }, 'meat'],
    [{ name: 'Lentil soup' }, 'pot'],
    [{ name: 'Erwtensoep' }, 'pot'],
    [{ name: 'Roggebrood met kaas' }, 'bread'],
    [{ name: 'Tomatensalade' }, 'leaf'],
    [{ name: 'Zilvervliesrijst met groenten' }, 'grain'],
    [{ name: 'Wholemeal toast with avocado' }, 'bread'],
    [{ name: 'Mango and coconut chia pudding' }, 'cup'],
    [{ name: 'Berry smoothie' }, 'cup'],
    [{ name: 'Overnight oats' }, 'grain'],
    [{ name: 'Greek salad' }, 'leaf'],
    [{ name: 'Apple with peanut butter' }, 'fruit'],
    // then the main ingredient and the other ingredients
    [{ name: 'Buddha bowl', mainIngredient: 'brown rice' }, 'grain'],
    [{ name: 'Buddha bowl', ingredientNames: ['tofu', 'broccoli'] }, 'leaf'],
    // then the meal type
    [{ name: 'Something', mealTypes: ['BREAKFAST'] }, 'cup'],
    [{ name: 'Something', mealTypes: ['LUNCH'] }, 'bread'],
    [{ name: 'Something', mealTypes: ['DINNER'] }, 'pot'],
    [{ name: 'Something', mealTypes: ['SNACK'] }, 'fruit'],
    [{ name: 'Something', mealTypes: ['BRUNCH', 'DINNER'] }, 'pot'],
    // and a bowl when nothing says anything
    [{ name: 'Something' }, 'bowl'],
    // words match at their start only: "Scodelle" holds no cod
    [{ name: 'Scodelle' }, 'bowl'],
  ])('%o is drawn as %s', (fields, glyph) => {
    expect(glyphOf({ id: 'x', ...fields })).toBe(glyph);
  });

  it('draws an aspect 4:3 decorative SVG with the chosen glyph, palette and pattern', () => {
    const html = renderToStaticMarkup(
      createElement(RecipePicture, { recipe: recipe('a', 'Greek salad'), className: 'extra' }),
    );
    const p = pictureOf(recipe('a', 'Greek salad'));
    expect(html).toContain('viewBox="0 0 400 300"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain(`class="recipe-picture recipe-picture--p${p.palette} extra"`);
    expect(html).toContain('data-glyph="leaf"');
    expect(html).toContain(`data-pattern="${p.pattern}"`);
    expect(html).not.toContain('<img');
    const id = /<pattern id="([^"]+)"/.exec(html)?.[1];
    expect(id).toMatch(/^[a-zA-Z0-9_-]+$/);
    expect(html).toContain(`url(#${id})`);
  });
});
