import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, LOGO_TYPES, previewLogo, type LogoChoice } from '../brandingForm';

/**
 * The logo: the current one (or none), a file input, and 'Remove logo'. A file over 1,000,000
 * bytes is never read: the form holds its size, refuses it with the specification's message, and
 * nothing is uploaded. Other files are read as a data URL for the preview and the save.
 */
export function LogoField({
  value,
  hadLogo,
  error,
  name,
  onChange,
  onUnreadable,
}: {
  value: LogoChoice;
  /** The organisation has a logo now: 'Remove logo' then removes it, else it only drops the chosen file. */
  hadLogo: boolean;
  error: string | undefined;
  name: string;
  onChange: (logo: LogoChoice) => void;
  onUnreadable: () => void;
}) {
  const { t } = useTranslation('branding');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const shown = previewLogo(value);
  // The file input shows the file last chosen: cleared when the choice is undone, saved or removed.
  useEffect(() => {
    if (value.kind !== 'chosen' && input.current) input.current.value = '';
  }, [value.kind]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const chosen = { kind: 'chosen', fileName: file.name, size: file.size, type: file.type } as const;
    if (file.size > LOGO_MAX_BYTES) return onChange({ ...chosen, dataUrl: '' });
    const reader = new FileReader();
    reader.onload = () => onChange({ ...chosen, dataUrl: String(reader.result) });
    reader.onerror = onUnreadable;
    reader.readAsDataURL(file);
  };
  const remove = () => onChange(hadLogo ? { kind: 'removed' } : { kind: 'current', url: null });

  return (
    <div className="field logo-field">
      <label htmlFor={id}>{t('form.logo')}</label>
      <div className="logo-current">
        {shown ? <img src={shown} alt={t('preview.logoAlt', { name })} className="logo-thumb" /> : null}
        {value.kind === 'chosen' ? (
          <p className="small">{t('form.logoChosen', { name: value.fileName })}</p>
        ) : shown ? null : (
          <p className="muted small">{value.kind === 'removed' ? t('form.logoRemoved') : t('form.logoNone')}</p>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={LOGO_TYPES.join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="muted small">
        {t('form.logoHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {shown || value.kind === 'chosen' ? (
        <button type="button" className="button button-secondary logo-remove" onClick={remove}>
          {t('form.removeLogo')}
        </button>
      ) : null}
    </div>
  );
}
