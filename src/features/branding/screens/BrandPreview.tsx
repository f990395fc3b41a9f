import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PALETTE, SCHEMES, themeTokens, type Scheme } from '../../../core/theme';

/**
 * A small mock of the app in a brand's colours, in the light and the dark scheme side by side: a
 * header, a card with a link, a button and a tab bar. The colours are the theme's own tokens for
 * that colour (src/core/theme.ts), so what is shown here is what clients will see, contrast
 * adjustments included. Decorative: it holds no controls.
 */
export function BrandPreview({ colour, name, logo }: { colour: string; name: string; logo: string | null }) {
  const { t } = useTranslation('branding');
  const tokens = themeTokens({ primary: colour });
  return (
    <section className="card brand-preview" aria-labelledby="brand-preview-title">
      <h2 id="brand-preview-title">{t('preview.title')}</h2>
      <p className="muted small">{t('preview.description')}</p>
      <div className="brand-preview-schemes">
        {SCHEMES.map((scheme) => (
          <MockApp key={scheme} scheme={scheme} style={schemeStyle(scheme, tokens[scheme])} name={name} logo={logo} />
        ))}
      </div>
    </section>
  );
}

function MockApp({
  scheme,
  style,
  name,
  logo,
}: {
  scheme: Scheme;
  style: CSSProperties;
  name: string;
  logo: string | null;
}) {
  const { t } = useTranslation('branding');
  return (
    <figure className="mock-app" style={style} data-scheme={scheme}>
      <figcaption className="mock-caption">{t(`preview.${scheme}`)}</figcaption>
      <div className="mock-header">
        {logo ? <img className="mock-logo" src={logo} alt={t('preview.logoAlt', { name })} /> : null}
        <span className="mock-name">{name.trim() || '…'}</span>
      </div>
      <div className="mock-body">
        <p className="mock-day">{t('preview.greeting')}</p>
        <div className="mock-card">
          <p className="mock-card-title">
            <span>{t('preview.card')}</span>
            <span>{t('preview.kcal')}</span>
          </p>
          <p className="mock-card-text">{t('preview.cardText')}</p>
          <span className="mock-link">{t('preview.link')}</span>
        </div>
        <span className="mock-button">{t('preview.button')}</span>
      </div>
      <ul className="mock-tabs" aria-label={t('preview.tabs')}>
        <li className="mock-tab mock-tab-active">{t('preview.tabPlanner')}</li>
        <li className="mock-tab">{t('preview.tabRecipes')}</li>
        <li className="mock-tab">{t('preview.tabProfile')}</li>
      </ul>
    </figure>
  );
}

/** The scheme's colours as the mock's own custom properties (branding.css draws with them). */
function schemeStyle(scheme: Scheme, tokens: ReturnType<typeof themeTokens>[Scheme]): CSSProperties {
  const palette = PALETTE[scheme];
  return {
    '--mock-bg': palette.bg,
    '--mock-surface': palette.surface,
    '--mock-text': palette.text,
    '--mock-muted': palette.muted,
    '--mock-border': palette.border,
    '--mock-primary': tokens.primary,
    '--mock-on-primary': tokens.onPrimary,
    '--mock-primary-text': tokens.primaryText,
    '--mock-primary-soft': tokens.primarySoft,
    // The header is the toolbar colour (themeColor): the brand in the light scheme, the page in the
    // dark one, where the name is drawn in the brand instead.
    '--mock-header': tokens.themeColor,
    '--mock-on-header': scheme === 'light' ? tokens.onPrimary : tokens.primaryText,
  } as CSSProperties;
}
