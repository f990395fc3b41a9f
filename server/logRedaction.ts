/** Query parameters that carry a secret: the magic link's token, a code, an auth token. */
const SECRET_PARAMS = /^(?:token|magic_link_token|otp|code|auth_token)$/i;

/** A request's url with the values of secret query parameters replaced, for the log. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_PARAMS.test(safeDecode(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Fastify's request log line without secrets: the url's secret parameters are redacted, and no
 * header (authorization, cookie) is written at all.
 */
export const requestSerializer = (request: { method: string; url: string; host: string; ip: string }) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

/**
 * Fields redacted wherever a log call puts them (pino's redact paths), in case a line ever carries
 * headers or a sign-in body.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body.otp',
  'body.magic_link_token',
  'otp',
  'code',
  'token',
  'auth_token',
  'magic_link_token',
];
