import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { lazyLoaded } from '../ui/lazyLoaded';
import type { Session } from '../ui/services';
import { loadSignedIn, signedInCodeNow } from './boot';
import type { ShellServices } from './shellServices';
import { SessionLoading } from './SessionLoading';

const SignedInGate = lazyLoaded(
  () => loadSignedIn().then((m) => m.SignedInGate),
  () => signedInCodeNow()?.SignedInGate,
);

/**
 * Decides between the signed-out app and a session. A session's code (the kernel, every slice's
 * events and deciders, sync, zod) is a chunk of its own: a visitor without a token never loads it,
 * and one with a token has it on its way since boot (bootApp).
 */
export function AuthGate({ app, children }: { app: ShellServices; children: (session: Session | null) => ReactNode }) {
  const { token } = useSyncExternalStore((onChange) => {
    const subscription = app.auth.state$.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, app.auth.get);
  if (!token) return <>{children(null)}</>;
  return (
    <Suspense fallback={<SessionLoading />}>
      <SignedInGate app={app}>{children}</SignedInGate>
    </Suspense>
  );
}
