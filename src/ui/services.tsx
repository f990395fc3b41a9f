import type { i18n } from 'i18next';
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AlertCenter } from '../core/alerts';
import type { ApiClient } from '../core/api/client';
import type { CurrentUser } from '../core/api/user';
import type { AuthStore } from '../core/authStore';
import type { DispatchResult } from '../core/bus';
import type { Command } from '../core/commands';
import type { FlagSet } from '../core/flags';
import type { Kernel } from '../core/kernel';
import type { Language } from '../core/language';
import type { Navigation } from '../core/navigation';
import type { PluginHost } from '../core/plugins';
import type { Projection } from '../core/projection';
import type { SyncEngine } from '../core/sync/engine';
import type { ViewedClient } from '../core/viewAs';

/**
 * What the app has before anyone signs in. The app shell (src/app) implements it; screens see
 * only this interface, so no feature imports the shell.
 */
export interface AppServices {
  readonly i18n: i18n;
  readonly alerts: AlertCenter;
  readonly api: ApiClient;
  readonly auth: AuthStore;
  /** Every feature flag the app's plugins know (what an administrator can switch). */
  readonly featureFlags: readonly string[];
  /** Tells the server (best effort), erases the device's data and starts again at the login screen. */
  signOut(session: SessionServices | null): Promise<void>;
  /** Erases this device's data and starts again ('reset app'). */
  resetDevice(): Promise<void>;
  /** The person's choice of language: kept on the device, its texts fetched before switching. */
  setLanguage(language: Language): Promise<void>;
}

/** What a signed-in session adds: the device's event log folded for this user, and their plugins. */
export interface SessionServices {
  readonly kernel: Kernel;
  readonly plugins: PluginHost;
  readonly sync: SyncEngine;
  readonly stream: string;
  /** Stops sync and tab coordination (sign-out). */
  stop(): void;
}

/** A signed-in session as screens see it: the services plus who the user is and what they may see. */
export interface Session extends SessionServices {
  readonly user: CurrentUser;
  readonly flags: FlagSet;
  /** The tabs and the first tab, after the plugins' folds. */
  readonly navigation: Navigation;
  /** The languages the person may choose, after the plugins' folds (English only: one). */
  readonly languages: readonly Language[];
  readonly coachMode: boolean;
  setCoachMode(on: boolean): void;
  /** The client a coach is viewing (view-as mode): the session's stream and data are theirs. */
  readonly viewing: ViewedClient | null;
  viewAs(client: ViewedClient | null): void;
}

const AppContext = createContext<AppServices | null>(null);
const SessionContext = createContext<Session | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppContext.Provider value={services}>{children}</AppContext.Provider>;
}

export function SessionProvider({ session, children }: { session: Session | null; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useServices outside AppServicesProvider');
  return services;
}

/** The signed-in session; screens behind sign-in only. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in session');
  return session;
}

export const useOptionalSession = (): Session | null => useContext(SessionContext);

export const useKernel = (): Kernel => useSession().kernel;

/** A projection's visible state; the component re-renders when a new state is folded. */
export function useProjection<S>(projection: Projection<S>): S {
  const live = useKernel().live(projection);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = live.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [live],
  );
  return useSyncExternalStore(subscribe, live.getState, live.getState);
}

export function useDispatch(): (command: Command) => Promise<DispatchResult> {
  const kernel = useKernel();
  return useCallback((command: Command) => kernel.bus.dispatch(command), [kernel]);
}
