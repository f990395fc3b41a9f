import { createContext, useContext, useDeferredValue } from 'react';

/**
 * Whether a screen mounted now draws its content in a second pass, as a transition: while a new
 * device shows its preview (SessionReady), the first screen's draw would otherwise be one long
 * task, since the router mounts it from its store, which React always renders synchronously. The
 * skeleton shows for that pass; a screen mounted at any other time draws at once.
 */
export const DeferredFirstDraw = createContext(false);

/** False for the first pass of a screen mounted while DeferredFirstDraw holds, true after it. */
export function useFirstDrawDone(): boolean {
  const deferred = useContext(DeferredFirstDraw);
  return useDeferredValue(true, !deferred);
}
