import { addDays, format, parseISO } from 'date-fns';
import { memo, useId, useState } from 'react';
import { copyMeals } from './command';
import type { MealMoment } from '../../features/diary/mealMoments';
import { dayOf, diaryProjection } from '../../features/diary/projection';
import { Dialog } from '../../ui/components/Dialog';
import { useDateLocale } from '../../ui/dates';
import { useFixedT } from '../../ui/useFixedT';
import { useDispatch, useProjection, useServices } from '../../ui/services';

/** The days a copy can go to: the two weeks after the day. */
const TARGET_DAYS = 14;

/** Only a day with meals has something to copy. */
export function CopyDayAction({ date }: { date: string }) {
  const diary = useProjection(diaryProjection);
  return (dayOf(diary, date)?.items.length ?? 0) > 0 ? <CopyAction date={date} moment={undefined} /> : null;
}

export function CopyMealAction({ date, moment }: { date: string; moment: MealMoment }) {
  return <CopyAction date={date} moment={moment} />;
}

/**
 * 'Copy day' or 'Copy meal': choose at least one day; the copies are planned items there. Memoised:
 * the diary renders a slot's actions again at every mark in it.
 */
const CopyAction = memo(function CopyAction({ date, moment }: { date: string; moment: MealMoment | undefined }) {
  // As a row's: an action per slot mounts with the diary (useFixedT.ts).
  const { t } = useFixedT('diary');
  const locale = useDateLocale();
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  // Only while the dialog is open: the diary renders a copy action per slot at every change.
  const days = open
    ? Array.from({ length: TARGET_DAYS }, (_, i) => format(addDays(parseISO(date), i + 1), 'yyyy-MM-dd'))
    : [];
  const momentName = moment ? t(`mealMoments.${moment}`) : '';

  const copy = async () => {
    const result = await dispatch(copyMeals.create({ from: date, to: chosen, ...(moment ? { moment } : {}) }));
    if (!result.ok) return alerts.raise({ key: result.error.messageKey });
    setOpen(false);
    alerts.notify({ text: t('copy.done', { count: chosen.length }) });
  };

  return (
    <>
      <button
        type="button"
        className="button button-link"
        aria-label={moment ? t('copy.mealFor', { moment: momentName }) : undefined}
        onClick={(e) => {
          setOpener(e.currentTarget);
          setChosen([]);
          setOpen(true);
        }}
      >
        {moment ? t('copy.meal') : t('copy.day')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={moment ? t('copy.mealTitle', { moment: momentName }) : t('copy.dayTitle')}
        description={t('copy.description')}
        returnFocusTo={opener}
      >
        <fieldset className="choices copy-days" aria-describedby={`${id}-hint`}>
          <legend className="visually-hidden">{t('copy.to')}</legend>
          {days.map((day) => (
            <label key={day} className="choice">
              <input
                type="checkbox"
                checked={chosen.includes(day)}
                onChange={() => setChosen((c) => (c.includes(day) ? c.filter((d) => d !== day) : [...c, day]))}
              />
              <span>{format(parseISO(day), 'EEEE d MMMM', { locale })}</span>
            </label>
          ))}
        </fieldset>
        <p id={`${id}-hint`} className="muted small">
          {t('copy.chooseDay')}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
            {t('quickAdd.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={chosen.length === 0}
            onClick={() => void copy()}
          >
            {t('copy.submit', { count: chosen.length })}
          </button>
        </div>
      </Dialog>
    </>
  );
});
