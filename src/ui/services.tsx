import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { CurrentUser } from '../core/api/user';
import type { DispatchResult } from '../core/bus';
import type { Command } from '../core/commands';
import type { FlagSet } from '../core/flags';
import type { Kernel } from '../core/kernel';
import type { Navigation } from '../core/navigation';
import type { Projection } from '../core/projection';
import type { ViewedClient } from '../features/clients/viewAs';
import type { AppServices, SessionServices } from './boot';

const AppContext = createContext<AppServices | null>(null);

/** A signed-in session as screens see it: the services plus who the user is and what they may see. */
export interface Session extends SessionServices {
  readonly user: CurrentUser;
  readonly flags: FlagSet;
  readonly navigation: Navigation;
  readonly coachMode: boolean;
  setCoachMode(on: boolean): void;
  /** The client a coach is viewing (view-as mode): the session's stream and data are theirs. */
  readonly viewing: ViewedClient | null;
  viewAs(client: ViewedClient | null): void;
}

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
