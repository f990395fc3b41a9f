import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate, type AuthenticatedUser } from './auth/authTokens';
import { isPlatformAdmin } from './admin/platformAdmins';
import type { Deps } from './deps';
import { HttpError, notAllowed } from './http';
import { messageFor, type ServerMessage } from './messages';

/**
 * Who may call a route, declared by every route in its config ({ config: { access } }) and checked
 * once, by the hook below, before the body is validated or the route runs. (A body too large or not
 * JSON is refused first, as Fastify reads it; bodies are bounded by their limits.)
 * - public: anyone;
 * - signedIn: any signed-in account, a blocked one too: only for what it may still do (read
 *   its own account to see why, its language and units, pay, sign out, delete itself);
 * - enabled: an account that is not blocked (deactivated, or a billing issue: migration 016);
 * - coach: an enabled coach;
 * - admin: an enabled platform administrator (FORKCAST_PLATFORM_ADMINS, server/admin/platformAdmins.ts).
 */
export const ACCESS_LEVELS = ['public', 'signedIn', 'enabled', 'coach', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** A condition on the signed-in account, and the message (a 403, or the status given) when it does not hold. */
interface Requirement {
  readonly holds: (user: SignedIn, deps: Pick<Deps, 'db' | 'platformAdmins'>) => boolean | Promise<boolean>;
  readonly refusal: ServerMessage;
  readonly status?: number;
}
/** Deactivated (by a coach or an administrator), unless payment is overridden. */
const enabled: Requirement = {
  holds: (user) => user.billingIssue !== 'accountDisabled',
  refusal: 'accountDeactivated',
};
/** Any other billing issue (1-shell.txt section 4): 402, so the app shows the billing screen and keeps what it has. */
const paid: Requirement = { holds: (user) => user.billingIssue === null, refusal: 'billingIssue', status: 402 };
const coach: Requirement = { holds: (user) => user.isCoach, refusal: 'coachesOnly' };
const platformAdmin: Requirement = {
  holds: (user, deps) => isPlatformAdmin(deps, user.id),
  refusal: 'platformAdminsOnly',
};

/**
 * What each level asks of a signed-in account, checked in order: the first that does not hold
 * answers. A new level is a name in ACCESS_LEVELS and its line here.
 */
const REQUIREMENTS: { readonly [A in Exclude<Access, 'public'>]: readonly Requirement[] } = {
  signedIn: [],
  enabled: [enabled, paid],
  coach: [enabled, paid, coach],
  admin: [enabled, platformAdmin],
};

export type SignedIn = AuthenticatedUser & { readonly token: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The handler checks the token itself, inside the one database call that does its work (push's
     * own-stream call, docs/sync.md), and calls admit() when that call cannot: one round trip fewer.
     */
    tokenCheckedByHandler?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user of a route that is not public; set by the access hook. */
    signedIn: SignedIn | null;
  }
  interface FastifyInstance {
    /** Every /api route and its declared access, in the order they were added. */
    readonly routeAccess: { method: string; url: string; access: Access }[];
  }
}

/** The signed-in user of the request, or a 401 or 403 when the account may not call a route of this access. */
export async function admit(
  deps: Pick<Deps, 'db' | 'now' | 'platformAdmins'>,
  request: FastifyRequest,
  access: Exclude<Access, 'public'>,
): Promise<SignedIn> {
  const user = await authenticate(deps.db, request, deps.now());
  for (const requirement of REQUIREMENTS[access])
    if (!(await requirement.holds(user, deps)))
      throw requirement.status
        ? new HttpError(requirement.status, {
            detail: messageFor(request, requirement.refusal),
            code: requirement.refusal,
          })
        : notAllowed(messageFor(request, requirement.refusal));
  return user;
}

/** The user the access hook admitted; only a route that is not public has one. */
export function signedInUser(request: FastifyRequest): SignedIn {
  if (!request.signedIn)
    throw new Error(
      `${request.method} ${request.url} has no signed-in user: its route is public or checks the token itself.`,
    );
  return request.signedIn;
}

/**
 * Refuses to start a server with an /api route that does not say who may call it, and admits each
 * request by its route's access before its body is validated or its handler runs.
 */
export const routeAccess = fp(async (app: FastifyInstance, deps: Pick<Deps, 'db' | 'now' | 'platformAdmins'>) => {
  const routes: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', routes);
  app.decorateRequest('signedIn', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access))
      throw new Error(`${String(route.method)} ${route.url} does not declare its access (config.access).`);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });
  app.addHook('preValidation', async (request) => {
    const { access, tokenCheckedByHandler } = request.routeOptions.config;
    if (!access || access === 'public' || tokenCheckedByHandler) return;
    request.signedIn = await admit(deps, request, access);
  });
});
