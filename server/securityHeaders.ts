/**
 * Sent with every answer. Scripts only from our origin; no plugins, no base-tag tricks, no framing.
 * Inline styles are allowed because the theme sets CSS custom properties at run time.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // An organisation's welcome video may live on its own media host; media cannot run script.
    "media-src 'self' https:",
    // An organisation's help chat is its own https page, shown in a frame (the support button); a
    // frame runs in its own origin and cannot reach ours.
    "frame-src 'self' https:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
};

/** A year, the usual HSTS lifetime; subdomains (the portals) are left to send their own. */
const HSTS = 'max-age=31536000';

/**
 * Per answer: HSTS whenever the request came over https (directly, or through a trusted proxy's
 * X-Forwarded-Proto); and no-store for every /api answer that does not choose its own caching,
 * since nearly all of them are personal (a public one, like a brand logo, sets its own).
 */
export function apiCacheHeaders(
  request: { protocol: string; url: string },
  reply: { hasHeader(name: string): boolean },
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.protocol === 'https') headers['Strict-Transport-Security'] = HSTS;
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) headers['Cache-Control'] = 'no-store';
  return headers;
}
