import { authApi } from '../core/api/auth';
import { resetDevice } from '../ui/device';
import type { AppServices, SessionServices } from '../ui/services';

/**
 * Signs out: tells the server (best effort: offline, the token still dies on its own), then erases
 * everything this device keeps, the event log included, and starts again at the login screen.
 */
export async function signOut(app: AppServices, session: SessionServices | null): Promise<void> {
  session?.stop();
  if (app.auth.get().token) await app.api.call('logout', authApi.tokenLogout, {}).catch(() => undefined);
  await resetDevice(session?.kernel.log ?? null);
}
