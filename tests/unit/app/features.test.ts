import i18next from 'i18next';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { createAppRouter, buildRouteTree } from '../../../src/app/router';
import { createTextLoader, textOf } from '../../../src/app/i18n';
import { declaredTabs, homePath, shownTabs } from '../../../src/app/tabs';
import {
  commandsOf,
  defineFeature,
  eventsOf,
  projectionsOf,
  type FeatureDefinition,
  type TextsOf,
} from '../../../src/core/feature';
import { defineEvent } from '../../../src/core/events';
import { features } from '../../../src/features';
import { defineRoute } from '../../../src/ui/route';

// The service worker's registration exists only in a Vite build.
vi.mock('virtual:pwa-register', () => ({ registerSW: () => () => Promise.resolve() }));

// A slice the product does not have yet, declared the way src/features/<slice>/feature.ts does:
// what the shell derives must pick it up with no other edit than adding it to the list.
const GroceryListed = defineEvent({ type: 'GroceryListed', v: 1, schema: z.strictObject({ name: z.string() }) });
const groceryTexts = { title: 'Groceries', list: 'Shopping list' };
const groceries = defineFeature({
  id: 'groceries',
  events: [GroceryListed],
  routes: [
    defineRoute({ path: '/groceries', access: 'signedIn', title: 'groceries:title', screen: async () => () => null }),
    defineRoute({
      path: '/groceries/$listId',
      access: 'signedIn',
      title: 'groceries:list',
      params: z.object({ listId: z.string() }),
      screen: async () => () => null,
    }),
  ],
  tab: { id: 'groceries', path: '/groceries', icon: 'M0 0h24v24H0z', label: 'groceries:title' },
  texts: {
    namespace: 'groceries',
    load: {
      en: async () => ({ default: groceryTexts }),
      nl: async () => ({ default: { title: 'Boodschappen', list: 'Boodschappenlijst' } }),
    },
  },
});
const withGroceries = [...features, groceries] as const;

describe('a feature declared once', () => {
  it('its routes reach the router', () => {
    const texts = createTextLoader(i18next.createInstance());
    const router = createAppRouter(buildRouteTree(withGroceries, [], texts), { session: null });
    expect(Object.keys(router.routesByPath)).toEqual(
      expect.arrayContaining(['/groceries', '/groceries/$listId', '/diary', '/profile']),
    );
    expect(router.routesByPath['/groceries']!.options.staticData).toEqual({ title: 'groceries:title', bare: false });
  });

  it('routes a plugin adds join the tree', () => {
    const texts = createTextLoader(i18next.createInstance());
    const router = createAppRouter(buildRouteTree(features, groceries.routes, texts), { session: null });
    expect(Object.keys(router.routesByPath)).toEqual(expect.arrayContaining(['/groceries', '/groceries/$listId']));
  });

  it("a plugin's route takes the place of a feature's route at the same path", () => {
    const texts = createTextLoader(i18next.createInstance());
    const own = defineRoute({
      path: '/recipes',
      access: 'signedIn',
      title: 'simple:title',
      screen: async () => () => null,
    });
    const router = createAppRouter(buildRouteTree(features, [own], texts), { session: null });
    expect(router.routesByPath['/recipes']!.options.staticData).toEqual({ title: 'simple:title', bare: false });
    expect(Object.keys(router.routesByPath)).toEqual(expect.arrayContaining(['/recipes/$recipeId', '/diary']));
  });

  it('its tab reaches the tab bar, where the navigation rules show it', () => {
    const tabs = declaredTabs(withGroceries);
    expect(shownTabs(['diary', 'groceries', 'profile'], tabs).map((tab) => tab.path)).toEqual([
      '/diary',
      '/groceries',
      '/profile',
    ]);
    expect(shownTabs(['diary', 'profile'], tabs).map((tab) => tab.id)).not.toContain('groceries');
    expect(homePath('groceries', ['groceries'], tabs)).toBe('/groceries');
  });

  it('its texts load with it, in the current language and in the next one', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'en', resources: { en: { common: {} }, nl: { common: {} } } });
    const texts = createTextLoader(instance);
    await texts.add(groceries.texts);
    expect(textOf(instance, groceries.tab.label)).toBe('Groceries');
    await texts.switchTo('nl');
    expect(textOf(instance, groceries.tab.label)).toBe('Boodschappen');
  });

  it('its texts type the translation keys', () => {
    expectTypeOf<TextsOf<[typeof groceries]>>().toEqualTypeOf<{ groceries: typeof groceryTexts }>();
  });

  it('its events, commands and read models reach the kernel and the server registry', () => {
    expect(eventsOf(withGroceries)).toContain(GroceryListed);
    expect(eventsOf(withGroceries)).toEqual(expect.arrayContaining([...eventsOf(features)]));
    expect(commandsOf(withGroceries)).toEqual(commandsOf(features));
    expect(projectionsOf(withGroceries)).toEqual(projectionsOf(features));
  });

  it('every route title and tab label of the features exists in both languages', async () => {
    for (const language of ['en', 'nl'] as const) {
      const instance = i18next.createInstance();
      const common = (await import(`../../../locales/${language}/common.json`)).default;
      await instance.init({ lng: language, resources: { [language]: { common } } });
      const loader = createTextLoader(instance);
      const all: readonly FeatureDefinition[] = features;
      for (const feature of all) if (feature.texts) await loader.add(feature.texts);
      const keys = all.flatMap((f) => [...(f.routes ?? []).map((r) => r.title), ...(f.tab ? [f.tab.label] : [])]);
      for (const key of keys) expect(textOf(instance, key), `${language} ${key}`).not.toBe(key);
    }
  });
});
