import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/components/Dialog';
import { useDispatch, useServices } from '../../../ui/services';
import { setDayNote } from '../commands';
import { NOTE_MAX_LENGTH } from '../events';

/** The note modal: the day's note, trimmed and required. */
/** Memoised: the diary renders on every mark, the closed dialog need not. */
export const NoteDialog = memo(function NoteDialog({
  open,
  onOpenChange,
  date,
  note,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
  note: string | undefined;
  returnFocusTo: HTMLElement | null;
}) {
  const { t } = useTranslation('diary');
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const id = useId();
  const [text, setText] = useState(note ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    // The command's own schema says what is wrong (empty, too long, characters that cannot be saved), in the person's words.
    const checked = setDayNote.schema.safeParse({ date, note: text });
    if (!checked.success)
      return setError(t((checked.error.issues[0]?.message ?? 'diary:note.required') as 'note.required'));
    const result = await dispatch(setDayNote.create({ date, note: text }));
    if (result.ok) onOpenChange(false);
    else alerts.raise({ key: result.error.messageKey });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setText(note ?? '');
        setError(null);
        onOpenChange(next);
      }}
      title={t('note.title')}
      returnFocusTo={returnFocusTo}
    >
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="field">
          <label htmlFor={id}>{t('note.label')}</label>
          <textarea
            id={id}
            rows={5}
            maxLength={NOTE_MAX_LENGTH}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setError(null);
              setText(e.target.value);
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
            {t('quickAdd.cancel')}
          </button>
          <button type="submit" className="button button-primary">
            {t('note.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
});
