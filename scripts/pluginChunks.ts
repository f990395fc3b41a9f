import type { Plugin } from 'vite';

/** Where the app and the service worker keep the code of the plugins an organisation has on. */
export const PLUGIN_CACHE = 'forkcast-plugins';
/** The build's list of each plugin's own files, which the app reads to keep them for offline use. */
export const PLUGIN_CHUNKS_FILE = 'plugin-chunks.json';

const PLUGIN_MODULE = /[/\\]src[/\\]plugins[/\\]([a-z0-9-]+)[/\\]/;

/** What the bundler knows of a module's importers. */
export type ImportersOf = (id: string) => readonly string[];

/**
 * The plugin a module belongs to: the one whose folder holds it, or the one whose modules alone
 * import it (a plugin's texts, kept in locales/ with every other string).
 */
const ownerOf = (id: string, importersOf: ImportersOf): string | null => {
  const folder = PLUGIN_MODULE.exec(id)?.[1];
  if (folder) return folder;
  const owners = new Set(importersOf(id).map((importer) => PLUGIN_MODULE.exec(importer)?.[1] ?? null));
  const [only] = owners;
  return owners.size === 1 && only ? only : null;
};

/** Virtual helpers and libraries: the bundler puts them in a chunk only when nothing else needs them. */
const isOursToJudge = (id: string) => !id.startsWith('\0') && !/[/\\]node_modules[/\\]/.test(id);

/**
 * The plugin a chunk belongs to: the one that owns every module of ours in it (a library's module
 * lands in a plugin's chunk only when the plugin alone uses it, e.g. the router's useCanGoBack). A
 * chunk that shares anything with the app, or with another plugin, belongs to the app.
 */
export function pluginOfChunk(moduleIds: readonly string[], importersOf: ImportersOf = () => []): string | null {
  const owners = new Set(moduleIds.filter(isOursToJudge).map((id) => ownerOf(id, importersOf)));
  const [only] = owners;
  return owners.size === 1 && only ? only : null;
}

/**
 * Finds each plugin's own chunks (and their styles) as the bundle is written, so that the service
 * worker leaves them out of its precache: an organisation without a plugin never downloads a byte
 * of it, and one with it keeps it for offline use through the app (src/app/offlinePlugins.ts).
 */
export function pluginChunks(): { plugin: Plugin; files: ReadonlySet<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'forkcast-plugin-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      const byPlugin: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const owner = pluginOfChunk(output.moduleIds, (id) => {
          const info = this.getModuleInfo(id);
          return info ? [...info.importers, ...info.dynamicImporters] : [];
        });
        if (!owner) continue;
        const own = [output.fileName, ...(output.viteMetadata?.importedCss ?? [])];
        own.forEach((file) => files.add(file));
        (byPlugin[owner] ??= []).push(...own.map((file) => `/${file}`));
      }
      for (const list of Object.values(byPlugin)) list.sort();
      this.emitFile({ type: 'asset', fileName: PLUGIN_CHUNKS_FILE, source: JSON.stringify(byPlugin) });
    },
  };
  return { plugin, files };
}
