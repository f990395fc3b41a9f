import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { PLUGIN_CACHE, pluginChunks } from './scripts/pluginChunks.ts';
import { precompressBuild } from './scripts/precompress.ts';
import { chunkGroups } from './scripts/chunkGroups.ts';

const plugins = pluginChunks();

export default defineConfig({
  resolve: {
    // Every `import ... from 'zod'` of the app gets zod already set jitless (src/zodJitless.ts).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/zodJitless.ts', import.meta.url)) }],
  },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    react(),
    plugins.plugin,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/*.png'],
      manifest: {
        name: 'Forkcast',
        short_name: 'Forkcast',
        description: 'Plan your meals and reach your nutrition targets.',
        lang: 'nl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#8bc34a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        navigateFallback: '/index.html',
        // The API is never served from the cache: its answers are the server's, live.
        navigateFallbackDenylist: [/^\/api\//],
        // A plugin's own files are not precached: only the organisations that have it on fetch them
        // (and keep them, src/app/offlinePlugins.ts); the worker serves them from that cache first.
        manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !plugins.files.has(entry.url)) })],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: PLUGIN_CACHE, expiration: { maxEntries: 200, maxAgeSeconds: 90 * 24 * 3600 } },
          },
        ],
      },
    }),
    // Last: Brotli and gzip twins of every text file, the service worker included (server/app.ts).
    precompressBuild(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The chunk graph (which chunk loads which) for the bundle budgets: the signed-in diary's code.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
  server: { port: 5173 },
});
