import { fileURLToPath } from 'node:url';

/** What the bundler tells of a module while it makes chunks. */
interface ChunkingContext {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
/** The signed-in chunk's module (src/app/signedIn.ts), loaded once a token is stored. */
const SIGNED_IN = at('src/app/signedIn.ts');
/** What a first visit loads: the entry, and the login screens (their code must not wait for a session's). */
const NOT_SIGNED_IN = [at('src/main.tsx'), at('src/features/auth/screens/AuthRoutes.tsx')];

function staticClosure(roots: readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * One chunk for everything a session needs and a first visit does not: the kernel, every slice's
 * events, deciders and read models, sync, the plugins' host, immer. Left to itself the bundler
 * splits these into a chunk per set of screens that share them (ten 'commands' chunks, ten
 * 'search' ones), which cost about 12 KiB more, gzipped, than one chunk: every screen that shares
 * them is signed in, so the session has loaded them already.
 */
export function signedInChunk() {
  const members = new WeakMap<ChunkingContext, Set<string>>();
  const membersOf = (ctx: ChunkingContext) => {
    let found = members.get(ctx);
    if (!found) {
      const excluded = staticClosure(NOT_SIGNED_IN, ctx);
      found = new Set([...staticClosure([SIGNED_IN], ctx)].filter((id) => !excluded.has(id) && !id.startsWith('\0')));
      members.set(ctx, found);
    }
    return found;
  };
  return {
    // The group is closed already (a member's imports are members, or in the entry, or the login
    // screens'): the bundler must not pull the entry's React or i18next into it.
    includeDependenciesRecursively: false,
    groups: [
      {
        debugName: 'signedIn',
        name: (id: string, ctx: ChunkingContext) => (membersOf(ctx).has(id) ? 'signedIn' : null),
      },
    ],
  };
}
