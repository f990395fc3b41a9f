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
/** The first screen of most signed-in people, and what a signed-in first load waits for. */
const DIARY = at('src/features/diary/screens/DiaryRoute.tsx');
/** The first screens' texts, one chunk per language (src/app/i18n.ts). */
const FIRST_TEXTS = { textsEn: at('src/app/texts/textsEn.ts'), textsNl: at('src/app/texts/textsNl.ts') };

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

/** A plugin's modules and every text stay where the bundler puts them (scripts/pluginChunks.ts, TextLoader). */
const ownedElsewhere = (id: string) => /[/\\]src[/\\]plugins[/\\][a-z0-9-]+[/\\]|[/\\]locales[/\\]/.test(id);

interface Members {
  readonly signedIn: Set<string>;
  readonly diaryShared: Set<string>;
  readonly texts: ReadonlyMap<string, string>;
}

/**
 * The few chunks a first load waits for, in place of the many small ones the bundler makes for
 * every set of screens sharing a module: each request on a slow line costs a round trip, and a
 * browser asks for six at a time from one HTTP/1.1 server (docs/decisions.md, 'Fewer chunks on the
 * first path').
 *
 * - The first download is the entry chunk alone: left to itself the bundler split React, i18next,
 *   React Query, rxjs and a few of our modules shared with lazy screens into twelve chunks.
 * - The first texts are one chunk per language, not one for each namespace in it.
 * - A session's code is one chunk: the kernel, every slice's events, deciders and read models,
 *   sync, the plugins' host, immer. Left to itself the bundler splits these into a chunk per set
 *   of screens that share them (ten 'commands' chunks, ten 'search' ones), which cost about
 *   12 KiB more, gzipped, than one chunk: every screen that shares them is signed in, so the
 *   session has loaded them already.
 * - What the diary's screen shares with other signed-in screens (the dialog kit's shell, plugin
 *   slots, the planner's and the recipes' small modules, date-fns' Dutch locale) is one chunk,
 *   not eighteen.
 */
export function chunkGroups() {
  const members = new WeakMap<ChunkingContext, Members>();
  const membersOf = (ctx: ChunkingContext) => {
    let found = members.get(ctx);
    if (!found) {
      const excluded = new Set([...closure([ENTRY], ctx, false), ...closure([LOGIN], ctx, true)]);
      const ours = (id: string) => !excluded.has(id) && !id.startsWith('\0');
      const signedIn = new Set([...closure([SIGNED_IN], ctx, false)].filter(ours));
      const diaryShared = new Set(
        [...closure([DIARY], ctx, false)].filter((id) => ours(id) && !ownedElsewhere(id) && !signedIn.has(id)),
      );
      const texts = new Map<string, string>();
      for (const [name, root] of Object.entries(FIRST_TEXTS))
        for (const id of closure([root], ctx, false)) if (!id.startsWith('\0')) texts.set(id, name);
      found = { signedIn, diaryShared, texts };
      members.set(ctx, found);
    }
    return found;
  };
  return {
    // Each group is closed already (a member's imports are members, or in the entry, or the login
    // screens'): the bundler must not pull the entry's React or i18next into one.
    includeDependenciesRecursively: false,
    groups: [
      // Named as the entry, so that the bundler keeps them in it.
      { name: 'boot', tags: ['$initial'] as ['$initial'] },
      {
        debugName: 'firstTexts',
        name: (id: string, ctx: ChunkingContext) => membersOf(ctx).texts.get(id) ?? null,
      },
      {
        debugName: 'signedIn',
        name: (id: string, ctx: ChunkingContext) => (membersOf(ctx).signedIn.has(id) ? 'signedIn' : null),
      },
      {
        debugName: 'diaryShared',
        // Only what another screen shares: the diary's own modules stay in its screen's chunk.
        minShareCount: 2,
        name: (id: string, ctx: ChunkingContext) => (membersOf(ctx).diaryShared.has(id) ? 'diaryShared' : null),
      },
    ],
  };
}
