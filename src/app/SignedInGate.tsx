import { keepPluginsOffline } from './offlinePlugins';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../core/apiError';
import { LANGUAGES, languageChoicesSlot, type Language } from '../core/language';
import { navigationFor, navigationSlot } from '../core/navigation';
import { loadViewAs, storeViewAs, type ViewedClient } from '../core/viewAs';
import { useFolded } from '../ui/useFolded';
import type { Session, SessionServices } from '../ui/services';
import { navigationInputOf } from '../features/auth/navigationInput';
import { CURRENT_USER_POLL_MS, currentUserCall, currentUserKey } from '../features/auth/queries';
import { StorageUnavailableError, type ShellServices } from './shellServices';
import { clientScope, signOut, startSession } from './session';
import { SessionLoading } from './SessionLoading';
import { DataLoading } from './DataLoading';
import { BootFailure } from './BootFailure';
import { SessionReady } from './SessionReady';
import type { StorageProblem } from './storage';
import { flagsOf, pluginContextOf } from './pluginContext';

const COACH_MODE_KEY = 'forkcast.coachMode';

function closeView(view: SessionServices) {
  view.stop();
  view.kernel.log.close();
}

/**
 * A session for the stored token: loads the current user (or, offline, the one kept from last
 * time), opens the device's log for them, and keeps the user fresh. A 401 on the current user
 * signs out. In the signed-in chunk (./signedIn.ts), with everything a session needs.
 */
export function SignedInGate({
  app,
  children,
}: {
  app: ShellServices;
  children: (session: Session | null) => ReactNode;
}) {
  const { i18n } = useTranslation('auth');
  const authState = useSyncExternalStore((onChange) => {
    const subscription = app.auth.state$.subscribe(onChange);
    return () => subscription.unsubscribe();
  }, app.auth.get);
  const [services, setServices] = useState<SessionServices | null>(null);
  // No user kept when the gate opened: a device without the account's data, which its session
  // fetches first (the user fetched meanwhile does not change that).
  const [newDevice] = useState(() => !authState.user);
  // What stopped the device's storage from opening: a plain problem (private mode, full) or any other failure.
  const [storageFailed, setStorageFailed] = useState<StorageProblem | 'other' | null>(null);
  const failedWith = (error: unknown) => (error instanceof StorageUnavailableError ? error.problem : 'other');
  const [coachMode, setCoachModeState] = useState(() => localStorage.getItem(COACH_MODE_KEY) !== 'false');
  const [viewing, setViewing] = useState<ViewedClient | null>(() => loadViewAs(localStorage));
  const [viewServices, setViewServices] = useState<{ clientId: number; services: SessionServices } | null>(null);
  // The session shown last, for a sign-out on a refused token (it may be a client's, in view-as mode).
  const current = useRef<SessionServices | null>(null);
  const me = useQuery({
    queryKey: currentUserKey(authState.token),
    queryFn: () => app.api.call('currentUser', currentUserCall, {}),
    enabled: Boolean(authState.token),
    refetchInterval: CURRENT_USER_POLL_MS,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 2,
  });
  const user = me.data ?? authState.user;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (me.data) app.auth.setUser(me.data);
  }, [app.auth, me.data]);

  useEffect(() => {
    if (me.error instanceof ApiError && me.error.status === 401) {
      console.warn('invalid token, log in again');
      void signOut(app, current.current ?? services);
    }
  }, [app, me.error, services]);

  // One session per user: the kept user is replaced by the fetched one (a new object) while the
  // session may still be starting, which must not start a second one beside it.
  const userId = user?.id;
  useEffect(() => {
    if (!user || services) return;
    let cancelled = false;
    startSession(app, user, undefined, () => void queryClient.invalidateQueries({ queryKey: ['currentUser'] })).then(
      // A session started for nothing (signed out meanwhile) stops: its sync would hold the tabs' lock.
      (started) => (cancelled ? closeView(started) : setServices(started)),
      (error: unknown) => {
        console.error("Could not open this device's storage", error);
        if (!cancelled) setStorageFailed(failedWith(error));
      },
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app, userId, services, queryClient]);

  // A coach viewing a client works in a session of that client's stream (its own log and sync).
  const viewedId = user?.is_coach ? (viewing?.id ?? null) : null;
  useEffect(() => {
    if (!user || viewedId === null) return;
    let started: SessionServices | null = null;
    let cancelled = false;
    startSession(app, user, clientScope(viewedId)).then(
      (view) => {
        if (cancelled) return closeView(view);
        started = view;
        setViewServices({ clientId: viewedId, services: view });
      },
      (error: unknown) => {
        console.error("Could not open the client's diary on this device", error);
        if (!cancelled) setStorageFailed(failedWith(error));
      },
    );
    return () => {
      cancelled = true;
      if (started) closeView(started);
      setViewServices(null);
    };
    // The user object is refetched every 30 minutes; the client's session depends on who, not on that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app, user?.id, viewedId]);

  // The flags changed (the current user refetched, or an administrator's change arriving live): the
  // plugins load or unload at once, without a reload.
  const pluginContext = useMemo(() => (user ? pluginContextOf(user) : null), [user]);
  const contextKey = pluginContext ? JSON.stringify(pluginContext) : null;
  const viewHost = viewServices?.services.plugins;
  useEffect(() => {
    if (!pluginContext) return;
    for (const host of [services?.plugins, viewHost]) {
      host
        ?.apply(pluginContext)
        .then(() => keepPluginsOffline(host.active()))
        .catch((error: unknown) => console.error('Could not apply the plugins', error));
    }
    // The context is the same while its key is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, viewHost, contextKey]);

  const viewingClient = viewedId !== null && viewing !== null;
  const host = viewingClient ? viewHost : services?.plugins;
  // Viewing a client, the coach sees the app as that client does: client tabs, the client's data.
  const navigationInput = useMemo(
    () => (user ? navigationInputOf(user, viewingClient ? false : coachMode) : null),
    [user, viewingClient, coachMode],
  );
  const baseNavigation = useMemo(() => (navigationInput ? navigationFor(navigationInput) : null), [navigationInput]);
  const navigation = useFolded(host, navigationSlot, baseNavigation, navigationInput);
  const languages = useFolded(host, languageChoicesSlot, LANGUAGES as readonly Language[], undefined);
  // A language the plugins do not offer (English only) gives way to the first they do, at the very
  // first sign-in too; not stored, so the person's own choice returns when the flag goes.
  const language = i18n.language as Language;
  const languageAllowed = !services || languages.includes(language);
  useEffect(() => {
    if (!languageAllowed && languages[0]) void app.texts.switchTo(languages[0]);
  }, [app.texts, languageAllowed, languages]);

  const session = useMemo<Session | null>(() => {
    if (!services || !user || !navigation) return null;
    const common = {
      user,
      flags: flagsOf(user),
      coachMode,
      setCoachMode: (on: boolean) => {
        localStorage.setItem(COACH_MODE_KEY, String(on));
        setCoachModeState(on);
      },
      viewAs: (client: ViewedClient | null) => {
        storeViewAs(localStorage, client);
        setViewing(client);
      },
    };
    if (viewedId !== null && viewing) {
      if (viewServices?.clientId !== viewedId) return null;
      // Viewing a client, the coach sees the app as that client does: client tabs, the client's data.
      // Signing out from there stops both sessions and closes the coach's own log, so that every
      // log on the device can be erased (signOut clears and closes the one it is given).
      const view = viewServices.services;
      const stop = () => {
        view.stop();
        services.stop();
        services.kernel.log.close();
      };
      return { ...view, stop, ...common, navigation, languages, viewing };
    }
    return { ...services, ...common, navigation, languages, viewing: null };
  }, [services, user, coachMode, viewedId, viewing, viewServices, navigation, languages]);

  useEffect(() => {
    current.current = session;
  }, [session]);

  // Sync is refused while the account is blocked (402); once it is not, what waited goes at once.
  const blocked = session?.navigation.blocked ?? false;
  const sync = session?.sync;
  useEffect(() => {
    if (!blocked) void sync?.syncNow();
  }, [blocked, sync]);

  if (!authState.token) return <>{children(null)}</>;
  if (storageFailed) return <BootFailure {...(storageFailed === 'other' ? {} : { problem: storageFailed })} />;
  if (!session || !languageAllowed) {
    if (me.isError && !user) {
      return (
        <main className="error-page" role="alert">
          <h1>{app.i18n.t('errors.loadingData')}</h1>
          <button type="button" className="button button-primary" onClick={() => void me.refetch()}>
            {app.i18n.t('errors.tryAgain')}
          </button>
        </main>
      );
    }
    return newDevice ? <DataLoading /> : <SessionLoading />;
  }
  // A blocked account may not sync: its billing screen and profile need nothing from the stream.
  if (session.navigation.blocked) return <>{children(session)}</>;
  // Nothing routes on the session's read models before they have caught up with the server once.
  const viewed = session.viewing;
  const leave = viewed
    ? {
        label: app.i18n.t('viewAs.back'),
        run: () => {
          // The router is not mounted yet: it starts on the client's page once the coach's session shows.
          window.history.replaceState(null, '', `/clients/${viewed.id}`);
          session.viewAs(null);
        },
      }
    : undefined;
  return (
    <SessionReady engine={session.sync} {...(leave ? { onLeave: leave } : {})}>
      {children(session)}
    </SessionReady>
  );
}
