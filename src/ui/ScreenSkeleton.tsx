import { useTranslation } from 'react-i18next';

/**
 * What a screen shows while its code (a lazy chunk) loads: the outline of a page, never a blank
 * one. Assistive technology hears one polite "Loading this screen…"; the grey blocks are hidden
 * from it. It has no heading on purpose: the page announcer focuses the real screen's h1.
 */
export function ScreenSkeleton() {
  const { t } = useTranslation('common');
  const label = t('skeleton.label');
  return (
    <div className="screen-skeleton" role="status" aria-busy="true" aria-label={label} data-testid="screen-skeleton">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton-block skeleton-title" aria-hidden="true" />
      <div className="skeleton-block skeleton-line" aria-hidden="true" />
      <div className="skeleton-block skeleton-card" aria-hidden="true" />
      <div className="skeleton-block skeleton-card" aria-hidden="true" />
    </div>
  );
}
