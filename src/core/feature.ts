import type { AnyCommandDefinition } from './commands';
import type { DatedBy, EventDefinition, EventEnvelope } from './events';
import type { Language } from './language';
import type { TabId } from './navigation';
import type { Projection } from './projection';

/** What reads an address's query string or parameters: a zod schema, or a parser like one. */
export interface AddressSchema<Output = unknown> {
  parse(raw: unknown): Output;
}

/** Who may open a route: anyone, only signed-out visitors, anyone signed in, or coaches only. */
export type RouteAccess = 'public' | 'signedOut' | 'signedIn' | 'coach';

/**
 * A screen of a slice. Core does not know what a screen is (the kit's screens are React
 * components): `screen` loads it on first use, so it travels in its own chunk.
 */
export interface RouteDeclaration<Screen = unknown> {
  /** A TanStack path: '/diary/food', '/clients/$clientId'. */
  readonly path: string;
  readonly access: RouteAccess;
  /** The page title's translation key, 'namespace:key'. */
  readonly title: string;
  /**
   * Validates the query string; what it yields is the screen's `search` prop. Loaded with the
   * screen, like `params`: the schemas are zod's (or, on the login path, written out), which
   * stays out of the first download.
   */
  readonly search?: () => Promise<AddressSchema>;
  /** Parses the path's parameters; what it yields is the screen's `params` prop. */
  readonly params?: () => Promise<AddressSchema>;
  /** Shown without the tab bar (the onboarding is the only screen until it is done). */
  readonly bare?: boolean;
  /**
   * Open to a blocked account (1-shell.txt section 4): its billing screen, My profile, checkout.
   * Every other screen behind sign-in sends a blocked account to its first tab, the billing issue.
   */
  readonly whenBlocked?: boolean;
  readonly screen: () => Promise<Screen>;
  /**
   * What the screen shows first beyond its own code (a first visit's welcome carousel and its
   * texts), started beside that code when the app opens at this address (preloadScreen), not
   * after it: each is a round trip on a slow line.
   */
  readonly preload?: (language: Language) => void;
}

/** A tab of the tab bar; the navigation rules (navigation.ts) decide who sees it. */
export interface TabDeclaration {
  readonly id: TabId;
  readonly path: string;
  /** The 24-unit SVG path data of its icon. */
  readonly icon: string;
  /** The label's translation key, 'namespace:key'. */
  readonly label: string;
}

/** A translation namespace that loads with the slice's screens, one module per language. */
export interface TextsDeclaration<T extends object = object> {
  readonly namespace: string;
  readonly load: Readonly<Record<Language, () => Promise<{ default: T }>>>;
}

/** A read model of any state type: each one's evolve pairs with its own initialState. */
export interface AnyProjection {
  readonly name: string;
  readonly version: number;
  readonly initialState: unknown;
  readonly evolve: (state: never, event: EventEnvelope) => unknown;
  readonly evolveAll?: (state: never, events: readonly EventEnvelope[]) => unknown;
}

/**
 * One slice of the product as the shell sees it: its screens, tab and texts. What the shell
 * derives (router, tab bar, i18n) is in the first download, so it holds no event or decider.
 */
export interface FeatureDefinition<Screen = unknown> {
  readonly id: string;
  readonly routes?: readonly RouteDeclaration<Screen>[];
  readonly tab?: TabDeclaration;
  readonly texts?: TextsDeclaration;
  // A slice's events, commands and read models belong in its kernel.ts: here they would reach no
  // kernel, so the type refuses them.
  readonly events?: never;
  readonly commands?: never;
  readonly projections?: never;
}

export const defineFeature = <const F extends FeatureDefinition>(feature: F): F => feature;

/**
 * One slice's part of the kernel: its events, deciders and read models, in the module
 * (src/features/<slice>/kernel.ts) a session loads once someone has signed in; the server's event
 * registry derives from the same list.
 */
export interface FeatureKernel {
  readonly id: string;
  readonly events?: readonly EventDefinition[];
  readonly commands?: readonly AnyCommandDefinition[];
  readonly projections?: readonly AnyProjection[];
  /**
   * Each of its event types, whether it is about a dated day and by which payload field: the server
   * answers a new device's preview (recent days and everything undated) by it, docs/sync.md.
   */
  readonly dated?: Readonly<Record<string, DatedBy>>;
}

type EventTypesOf<K> = K extends { readonly events: readonly (infer E)[] }
  ? E extends { readonly type: infer T extends string }
    ? T
    : never
  : never;

/** A slice's kernel; one with events must say of each type whether it is dated (the compiler checks). */
export const defineFeatureKernel = <const K extends FeatureKernel>(
  kernel: K & { readonly dated?: { readonly [T in EventTypesOf<K>]: DatedBy } } & ([EventTypesOf<K>] extends [never]
      ? unknown
      : { readonly dated: unknown }),
): K => kernel;

type Texts<F> = F extends {
  readonly texts: {
    readonly namespace: infer N extends string;
    readonly load: { readonly en: () => Promise<{ default: infer T }> };
  };
}
  ? { [K in N]: T }
  : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The translation resources a list of features brings, namespace by namespace: the typed keys derive from it. */
export type TextsOf<L extends readonly FeatureDefinition[]> = Intersect<Texts<L[number]>>;

/** What the kernel and the server's event registry derive from the features list. */
export const eventsOf = (kernels: readonly FeatureKernel[]): readonly EventDefinition[] =>
  kernels.flatMap((k) => k.events ?? []);
export const commandsOf = (kernels: readonly FeatureKernel[]): readonly AnyCommandDefinition[] =>
  kernels.flatMap((k) => k.commands ?? []);
/** Every declared event type's datedness, for the server's preview: a type not declared counts as undated. */
export const datedOf = (kernels: readonly FeatureKernel[]): Readonly<Record<string, DatedBy>> =>
  Object.assign({}, ...kernels.map((k) => k.dated ?? {})) as Record<string, DatedBy>;
export const projectionsOf = (kernels: readonly FeatureKernel[]): readonly Projection<unknown>[] =>
  kernels.flatMap((k) => (k.projections ?? []) as readonly Projection<unknown>[]);
