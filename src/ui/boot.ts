import type { i18n } from 'i18next';
import { createAlertCenter, type AlertCenter } from '../core/alerts';
import { openEventLog } from '../core/eventLog';
import { createEventRegistry } from '../core/events';
import { cryptoIdSource, systemClock } from '../core/ids';
import { createKernel, type Kernel } from '../core/kernel';
import { navigationFor, type Navigation } from '../core/navigation';
import { createPluginHost, type PluginHost } from '../core/plugins';
import { localSession, pluginContextOf, type Session } from '../features/auth/localSession';
import { featureCommands, featureEvents, featureProjections } from '../features';
import { pluginManifests } from '../plugins';
import { createI18n, initialLanguage } from './i18n';

export const EVENT_LOG_NAME = 'forkcast';

export interface AppServices {
  readonly kernel: Kernel;
  readonly plugins: PluginHost;
  readonly session: Session;
  readonly navigation: Navigation;
  readonly i18n: i18n;
  readonly alerts: AlertCenter;
}

/** Opens the device's log, folds the read models and loads the plugins this session enables. */
export async function bootApp(): Promise<AppServices> {
  const clock = systemClock;
  const ids = cryptoIdSource(clock);
  const log = await openEventLog(EVENT_LOG_NAME, () => ids.next());
  const session = localSession(log.deviceId);
  const kernel = await createKernel({
    log,
    events: createEventRegistry(featureEvents),
    commands: featureCommands,
    projections: featureProjections,
    clock,
    ids,
    session: () => ({ actor: session.actor, stream: session.stream }),
  });
  const i18n = await createI18n(initialLanguage(session.flags.FF_ENGLISH_LANGUAGE_ONLY));
  const plugins = createPluginHost(pluginManifests, (language, resources) => {
    for (const [ns, bundle] of Object.entries(resources)) i18n.addResourceBundle(language, ns, bundle, true, false);
  });
  await plugins.apply(pluginContextOf(session));
  return { kernel, plugins, session, navigation: navigationFor(session.navigation), i18n, alerts: createAlertCenter(clock) };
}

/** Erases this device's data and starts again (logout and 'reset app'). */
export async function resetDevice(services: Pick<AppServices, 'kernel'> | undefined): Promise<void> {
  if (services) {
    await services.kernel.log.clear();
    services.kernel.log.close();
  } else {
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(EVENT_LOG_NAME);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
  }
  try {
    localStorage.clear();
  } catch {
    // Nothing stored to clear.
  }
  window.location.assign('/');
}
