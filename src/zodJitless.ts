/**
 * The app's `zod`: the real one, set jitless before anything can make a schema. Zod compiles a
 * fast parser for each object schema with `new Function`, after probing whether it may, and it
 * decides when the schema is made. Our CSP (script-src 'self', server/securityHeaders.ts) forbids
 * eval, so the probe alone is reported as a violation. A call in the entry is not enough: the
 * bundler evaluates the chunks the entry imports (with the slices' schemas) before the entry's own
 * code. So vite.config.ts points every import of 'zod' here, and whatever imports zod runs after
 * this module. The server and the tests keep zod's compiled parsers (no CSP there).
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z as default };
