import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this a pull's answer is sent as it is: compressing it would cost more than it saves. */
const SMALLEST_COMPRESSED = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding to send a pull's answer in, from the request's Accept-Encoding: Brotli before gzip,
 * and neither when the client refuses it (`;q=0`) or names none; `*` accepts both.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * A pull's JSON compressed for the client. A first pull of three years is about 40 MB of JSON,
 * which repeats itself (the same fields, foods and devices): Brotli at its fastest setting makes
 * it about a seventh, in a few milliseconds a page, on zlib's threads rather than the event loop.
 */
export async function compressAnswer(
  text: string,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding?: Encoding }> {
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding || text.length < SMALLEST_COMPRESSED) return { body: text };
  const input = Buffer.from(text, 'utf8');
  const body =
    encoding === 'br'
      ? await brotli(input, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 1,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
          },
        })
      : await gzipped(input, { level: 1 });
  return { body, encoding };
}
