import type { z } from 'zod';
import { ApiError } from '../apiError';

/** One call of a contract: method, path (with :params), and the zod schemas of its parts. */
export interface CallDefinition {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly response?: z.ZodType;
}

type Input<D extends CallDefinition> = (D['body'] extends z.ZodType ? { body: z.input<D['body']> } : object) &
  (D['query'] extends z.ZodType ? { query: z.input<D['query']> } : object) & {
    params?: Record<string, string | number>;
    signal?: AbortSignal;
    language?: string;
  };

type Output<D extends CallDefinition> = D['response'] extends z.ZodType ? z.output<D['response']> : void;

export interface ApiClient {
  /** Calls /api; resolves with the parsed answer, rejects with ApiError (status 0: no connection). */
  call<D extends CallDefinition>(operation: string, definition: D, input: Input<D>): Promise<Output<D>>;
}

export interface ApiClientOptions {
  readonly baseUrl: string;
  readonly token: () => string | undefined;
  readonly language: () => string;
  readonly fetch?: typeof fetch;
}

/**
 * The app's only way to the server: the stored token in an Authorization header and the language
 * in Accept-Language, as 1-shell.txt section 6 says; answers parsed with the contract's schemas.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async call(operation, definition, input) {
      let path = definition.path;
      for (const [key, value] of Object.entries(input.params ?? {}))
        path = path.replace(`:${key}`, encodeURIComponent(String(value)));
      const url = new URL(
        `${options.baseUrl.replace(/\/$/, '')}/api${path}`,
        globalThis.location?.href ?? 'http://localhost',
      );
      if ('query' in input && input.query) {
        for (const [key, value] of Object.entries(input.query as Record<string, unknown>))
          if (value !== undefined) url.searchParams.set(key, String(value));
      }
      const headers: Record<string, string> = {
        'Accept-Language': input.language ?? options.language(),
        Accept: 'application/json',
      };
      const token = options.token();
      if (token) headers.Authorization = `Token ${token}`;
      let body: string | undefined;
      if ('body' in input) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(input.body);
      }
      let response: Response;
      try {
        response = await doFetch(url, {
          method: definition.method,
          headers,
          body,
          credentials: 'same-origin',
          ...(input.signal ? { signal: input.signal } : {}),
        });
      } catch (error) {
        throw new ApiError(operation, 0, { detail: error instanceof Error ? error.message : 'offline' });
      }
      const text = await response.text();
      const json: unknown = text ? safeJson(text) : undefined;
      if (!response.ok) throw new ApiError(operation, response.status, json);
      if (!definition.response) return undefined as Output<typeof definition>;
      const parsed = definition.response.safeParse(json);
      if (!parsed.success)
        throw new ApiError(operation, 502, { detail: 'The server answered in an unexpected shape.' });
      return parsed.data as Output<typeof definition>;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text.slice(0, 200) };
  }
}
