import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { engines, useTestServer } from './harness';

/** A small built app, compressed by the build's own step: the page, a hashed script, the manifest. */
function builtApp(): { dir: string; script: string; page: string } {
  const dir = mkdtempSync(join(tmpdir(), 'forkcast-static-'));
  mkdirSync(join(dir, 'assets'));
  const script = `export const foods = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `food ${i}`))};\n`;
  const page = `<!doctype html><html><head><title>Forkcast</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Forkcast', icons: Array(20).fill({}) }));
  for (const file of ['assets/index-Ab12Cd34.js', 'index.html', 'manifest.webmanifest']) precompress(join(dir, file));
  return { dir, script, page };
}

const app = builtApp();

describe.each(engines)('the built app, compressed (%s)', (engine) => {
  const server = useTestServer(engine, { server: { staticDir: app.dir } });
  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed script in Brotli to a browser that takes it, cached for ever', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(app.script.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(app.script);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(app.script);
  });

  it('sends the plain bytes to a client that takes no encoding, or only identity', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      // A shared cache must not hand these plain bytes to a browser that asked for Brotli.
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.payload).toBe(app.script);
    }
  });

  it('sends the page of every client-side route compressed and always fresh', async () => {
    for (const url of ['/', '/diary', '/login']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(app.page);
    }
  });

  it('sends the manifest compressed with its own type', async () => {
    const res = await get('/manifest.webmanifest', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/manifest\+json/);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ name: 'Forkcast' });
  });

  it('never labels a compressed twin, asked for by its own name, as the script', async () => {
    const twin = await get('/assets/index-Ab12Cd34.js.br', 'identity');
    // The twin's bytes are Brotli: served by name they are just a file, never labelled as the script.
    expect(twin.headers['content-encoding']).toBeUndefined();
    expect(twin.headers['content-type'] ?? '').not.toMatch(/javascript/);
  });
});
