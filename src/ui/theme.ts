import { SCHEMES, type SchemeTokens, type ThemeTokens } from '../core/theme';

/** The custom properties a scheme's tokens set: --color-primary-light, --color-primary-dark, ... */
export const TOKEN_PROPERTIES: Readonly<Record<Exclude<keyof SchemeTokens, 'themeColor'>, string>> = {
  primary: '--color-primary',
  onPrimary: '--color-on-primary',
  primaryText: '--color-primary-text',
  primarySoft: '--color-primary-soft',
  focus: '--color-focus',
};

/**
 * Puts the theme on the document: both schemes' values as custom properties on the root element
 * (styles.css picks the light or the dark one by prefers-color-scheme), and the browser's toolbar
 * colour for each scheme.
 */
export function applyTheme(tokens: ThemeTokens, doc: Document = document): void {
  const style = doc.documentElement.style;
  for (const scheme of SCHEMES) {
    for (const [token, property] of Object.entries(TOKEN_PROPERTIES)) {
      style.setProperty(`${property}-${scheme}`, tokens[scheme][token as keyof typeof TOKEN_PROPERTIES]);
    }
    themeColorMeta(doc, scheme).setAttribute('content', tokens[scheme].themeColor);
  }
}

function themeColorMeta(doc: Document, scheme: string): HTMLMetaElement {
  const media = `(prefers-color-scheme: ${scheme})`;
  const existing = doc.head.querySelector<HTMLMetaElement>(`meta[name="theme-color"][media="${media}"]`);
  if (existing) return existing;
  const meta = doc.createElement('meta');
  meta.name = 'theme-color';
  meta.media = media;
  doc.head.append(meta);
  return meta;
}
