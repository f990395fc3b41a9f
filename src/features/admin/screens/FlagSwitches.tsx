import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlagChanges } from '../../../core/api/admin';
import { useServices } from '../../../ui/services';
import { useFlagTexts } from './flagTexts';

/**
 * Every feature flag with its name and description: switches for an administrator, or on/off
 * for a coach (readOnly). `inherited` flags are on through the organisation: shown on, not switchable.
 */
export function FlagSwitches({
  on,
  inherited = [],
  readOnly = false,
  busy = false,
  onChange,
  label,
}: {
  on: readonly string[];
  inherited?: readonly string[];
  readOnly?: boolean;
  busy?: boolean;
  onChange?: (changes: FlagChanges) => void;
  /** The list's accessible name. */
  label: string;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { featureFlags } = useServices();
  const texts = useFlagTexts();
  return (
    <ul className="flag-list" aria-label={label} aria-busy={busy}>
      {featureFlags.map((flag) => {
        const fromOrganisation = inherited.includes(flag);
        const checked = fromOrganisation || on.includes(flag);
        const describedBy = `${id}-${flag}-description`;
        return (
          <li key={flag} className="flag">
            {readOnly ? (
              <div className="flag-name">
                <span>{texts.name(flag)}</span>
                <span className={checked ? 'flag-state on' : 'flag-state'}>
                  {t(checked ? 'flags.on' : 'flags.off')}
                </span>
              </div>
            ) : (
              <label className="switch flag-name">
                <input
                  type="checkbox"
                  role="switch"
                  checked={checked}
                  disabled={fromOrganisation}
                  aria-describedby={describedBy}
                  onChange={(event) => onChange?.({ [flag]: event.target.checked })}
                />
                <span>{texts.name(flag)}</span>
              </label>
            )}
            <p id={describedBy} className="muted small flag-description">
              {texts.description(flag)}
              {fromOrganisation ? ` ${t('userFlags.onForOrganisation')}.` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
