import type { ComponentType } from 'react';
import type { AddressSchema, RouteAccess, RouteDeclaration } from '../core/feature';
import type { Language } from '../core/language';

/** What a route's screen receives: its parsed query string and path parameters. */
export interface ScreenProps<S = undefined, P = undefined> {
  readonly search: S;
  readonly params: P;
}

/** A screen as the router holds it; its props are checked where the route is declared. */
export type Screen = ComponentType<ScreenProps<never, never>>;

type Parsed<T> = T extends AddressSchema<infer Output> ? Output : undefined;

/**
 * Declares a route whose screen's props match its schemas: the screen gets what `search` and
 * `params` yield, so a changed schema fails the type check where the screen reads it. Both are
 * loaded with the screen (`() => import('./search').then((m) => m.diarySearch)`).
 */
export function defineRoute<
  S extends AddressSchema | undefined = undefined,
  P extends AddressSchema | undefined = undefined,
>(route: {
  readonly path: string;
  readonly access: RouteAccess;
  readonly title: string;
  readonly search?: () => Promise<S>;
  readonly params?: () => Promise<P>;
  readonly bare?: boolean;
  readonly whenBlocked?: boolean;
  readonly screen: () => Promise<ComponentType<ScreenProps<Parsed<S>, Parsed<P>>>>;
  readonly preload?: (language: Language) => void;
}): RouteDeclaration<Screen> {
  return route as RouteDeclaration<Screen>;
}
