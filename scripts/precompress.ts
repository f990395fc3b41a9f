import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** The text files the server sends compressed; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest)$/;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 256;

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip, level 9) beside every compressible
 * file of the build, once, so the server sends them (@fastify/static's preCompressed) without
 * compressing on each request. A variant that is not smaller is not written: the server then sends
 * the plain file.
 */
export function precompress(file: string): { br: number | null; gz: number | null } {
  const plain = readFileSync(file);
  const br = brotliCompressSync(plain, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    },
  });
  const gz = gzipSync(plain, { level: 9 });
  const keep = (bytes: Buffer, suffix: string) => {
    if (bytes.length >= plain.length) return null;
    writeFileSync(file + suffix, bytes);
    return bytes.length;
  };
  return { br: keep(br, '.br'), gz: keep(gz, '.gz') };
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/**
 * The build step: after every other plugin has written its files (the service worker last), each
 * compressible file of dist/ gets its Brotli and gzip twins. The service worker's precache lists
 * only the plain files (its glob ends in the plain extensions), and so does the bundle budget.
 */
export function precompressBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'forkcast-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = resolve(config.root, config.build.outDir);
        filesUnder(outDir)
          .filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES)
          .forEach((file) => precompress(file));
      },
    },
  };
}
