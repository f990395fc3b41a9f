import { fileURLToPath } from 'node:url';

/** What the bundler tells of a module while it makes chunks. */
interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { readonly importedIds: readonly string[]; readonly dynamicallyImportedIds: readonly string[] } | null;
}

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
/** The signed-in chunk's module (src/app/signedIn.ts), loaded once a token is stored. */
const SIGNED_IN = at('src/app/signedIn.ts');
/** The first download: the entry and what it imports. */
const ENTRY = at('src/main.tsx');
/**
 * The login path: the auth slice's declaration, whose lazy imports are the login screens and their
 * schemas; everything these load, at once or later (zod for the forms, the sign-in contracts),
 * must not wait for a session's code.
 */
const LOGIN = at('src/features/auth/feature.ts');

function closure(roots: readonly string[], ctx: ChunkingContext, lazyToo: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : []));
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
      const excluded = new Set([...closure([ENTRY], ctx, false), ...closure([LOGIN], ctx, true)]);
      found = new Set([...closure([SIGNED_IN], ctx, false)].filter((id) => !excluded.has(id) && !id.startsWith('\0')));
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
