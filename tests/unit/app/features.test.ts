import i18next from 'i18next';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { createAppRouter, buildRouteTree, preloadScreen } from '../../../src/app/router';
import { createTextLoader, textOf } from '../../../src/app/i18n';
import { declaredTabs, homePath, shownTabs } from '../../../src/app/tabs';
import {
  commandsOf,
  defineFeature,
  defineFeatureKernel,
  eventsOf,
  projectionsOf,
  type FeatureDefinition,
  type TextsOf,
} from '../../../src/core/feature';
import { defineEvent } from '../../../src/core/events';
import { features } from '../../../src/features';
import { featureKernels } from '../../../src/features/kernels';
import { defineRoute } from '../../../src/ui/route';

// The service worker's registration exists only in a Vite build.
vi.mock('virtual:pwa-register', () => ({ registerSW: () => () => Promise.resolve() }));

// A slice declared the way src/features/<slice>/feature.ts does, in place of the product's own
// progress slice: what the shell derives must pick it up with no other edit than adding it to the list.
const MeasurementRecorded = defineEvent({
  type: 'MeasurementRecorded',
  v: 1,
  schema: () => z.strictObject({ name: z.string() }),
});
const progressTexts = { title: 'Progress', list: 'Measurement' };
const progressKernel = defineFeatureKernel({
  id: 'progress',
  events: [MeasurementRecorded],
  dated: { MeasurementRecorded: false },
});
const progress = defineFeature({
  id: 'progress',
  routes: [
    defineRoute({ path: '/progress', access: 'signedIn', title: 'progress:title', screen: async () => () => null }),
    defineRoute({
      path: '/progress/$date',
      access: 'signedIn',
      title: 'progress:list',
      params: async () => z.object({ date: z.string() }),
      screen: async () => () => null,
    }),
  ],
  tab: { id: 'progress', path: '/progress', icon: 'M0 0h24v24H0z', label: 'progress:title' },
  texts: {
    namespace: 'progress',
    load: {
      en: async () => ({ default: progressTexts }),
      nl: async () => ({ default: { title: 'Voortgang', list: 'Meting' } }),
    },
  },
});
const others = features.filter((feature) => feature.id !== 'progress');
const withProgress = [...others, progress] as const;
const otherKernels = featureKernels.filter((kernel) => kernel.id !== 'progress');

describe('a feature declared once', () => {
  it('its routes reach the router', () => {
    const texts = createTextLoader(i18next.createInstance());
    const router = createAppRouter(buildRouteTree(withProgress, [], texts), { session: null });
    expect(Object.keys(router.routesByPath)).toEqual(
      expect.arrayContaining(['/progress', '/progress/$date', '/diary', '/profile']),
    );
    expect(router.routesByPath['/progress']!.options.staticData).toEqual({ title: 'progress:title', bare: false });
  });

  it('routes a plugin adds join the tree', () => {
    const texts = createTextLoader(i18next.createInstance());
    const router = createAppRouter(buildRouteTree(others, progress.routes, texts), { session: null });
    expect(Object.keys(router.routesByPath)).toEqual(expect.arrayContaining(['/progress', '/progress/$date']));
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
    const tabs = declaredTabs(withProgress);
    expect(shownTabs(['diary', 'progress', 'profile'], tabs).map((tab) => tab.path)).toEqual([
      '/diary',
      '/progress',
      '/profile',
    ]);
    expect(shownTabs(['diary', 'profile'], tabs).map((tab) => tab.id)).not.toContain('progress');
    expect(homePath('progress', ['progress'], tabs)).toBe('/progress');
  });

  it('its texts load with it, in the current language and in the next one', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'en', resources: { en: { common: {} }, nl: { common: {} } } });
    const texts = createTextLoader(instance);
    await texts.add(progress.texts);
    expect(textOf(instance, progress.tab.label)).toBe('Progress');
    await texts.switchTo('nl');
    expect(textOf(instance, progress.tab.label)).toBe('Voortgang');
  });

  it('its texts type the translation keys', () => {
    expectTypeOf<TextsOf<[typeof progress]>>().toEqualTypeOf<{ progress: typeof progressTexts }>();
  });

  it('its events, commands and read models reach the kernel and the server registry', () => {
    const kernels = [...otherKernels, progressKernel];
    expect(eventsOf(kernels)).toContain(MeasurementRecorded);
    expect(eventsOf(kernels)).toEqual(expect.arrayContaining([...eventsOf(otherKernels)]));
    expect(eventsOf(otherKernels).length).toBeGreaterThan(20);
    expect(commandsOf(kernels)).toEqual(commandsOf(otherKernels));
    expect(projectionsOf(kernels)).toEqual(projectionsOf(otherKernels));
  });

  it('every slice with a part in the kernel is a slice the shell declares', () => {
    const declared = features.map((feature) => feature.id);
    featureKernels.forEach((kernel) => expect(declared).toContain(kernel.id));
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

describe('the first screen, loaded before the router exists', () => {
  const spied = () => {
    const loads = { login: vi.fn(async () => () => null), diary: vi.fn(async () => () => null) };
    const schema = vi.fn(async () => ({ parse: (raw: unknown) => raw }));
    const texts = { en: vi.fn(async () => ({ default: {} })), nl: vi.fn(async () => ({ default: {} })) };
    const shownFirst = vi.fn();
    const slice = defineFeature({
      id: 'first',
      texts: { namespace: 'first', load: texts },
      routes: [
        defineRoute({
          path: '/login',
          access: 'signedOut',
          title: 'auth:login.title',
          screen: loads.login,
          preload: shownFirst,
        }),
        defineRoute({
          path: '/diary',
          access: 'signedIn',
          title: 'common:tabs.diary',
          search: schema,
          screen: loads.diary,
        }),
      ],
    });
    return { loads, schema, texts, shownFirst, features: [slice] };
  };

  it("starts a signed-in person's screen, its schema and its texts, and only the screens the router will show", () => {
    const { loads, schema, texts, features } = spied();
    preloadScreen(features, '/diary/', true, 'nl');
    preloadScreen(features, '/login', true, 'nl');
    expect(loads.diary).toHaveBeenCalledTimes(1);
    expect(schema).toHaveBeenCalledTimes(1);
    expect(texts.nl).toHaveBeenCalledTimes(1);
    expect(texts.en).not.toHaveBeenCalled();
    expect(loads.login).not.toHaveBeenCalled();
  });

  it('starts the login screen for a visitor without a token, never a screen behind sign-in', () => {
    const { loads, features } = spied();
    preloadScreen(features, '/login', false, 'en');
    preloadScreen(features, '/diary', false, 'en');
    preloadScreen(features, '/nowhere', false, 'en');
    expect(loads.login).toHaveBeenCalledTimes(1);
    expect(loads.diary).not.toHaveBeenCalled();
  });

  it("starts what a screen shows first beside its code, in the visit's language, only when it is shown", () => {
    const { shownFirst, features } = spied();
    preloadScreen(features, '/login', true, 'nl');
    expect(shownFirst).not.toHaveBeenCalled();
    preloadScreen(features, '/login', false, 'nl');
    expect(shownFirst).toHaveBeenCalledWith('nl');
  });
});
