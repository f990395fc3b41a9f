import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Command } from '../core/commands';
import type { DispatchResult } from '../core/bus';
import type { Kernel } from '../core/kernel';
import type { Projection } from '../core/projection';
import type { AppServices } from './boot';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

export const useKernel = (): Kernel => useServices().kernel;

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
