import { format, parseISO } from 'date-fns';
import { useState, useSyncExternalStore } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { nl } from 'react-day-picker/locale/nl';
import { useTranslation } from 'react-i18next';
import { deviceCache } from '../../../core/deviceCache';
import { Dialog } from '../../../ui/components/Dialog';
import { useSessionFold } from '../../../ui/PluginSlot';
import { useDispatch, useProjection, useServices } from '../../../ui/services';
import { diaryProjection } from '../../diary/projection';
import { ownRecipesProjection } from '../../recipes/own/projection';
import { createGroceryList } from '../commands';
import { loadListFacts } from '../listFacts';
import { makeList, plannedItemsOf } from '../makeList';
import { groceryListKind } from '../slots';
import { daysOf, defaultRange, isComplete, tapDay, type PickedRange } from './dateRange';
import 'react-day-picker/style.css';
import '../../../ui/dayPicker.css';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** The desktop layout (1-shell.txt: above 900 px): two months side by side, so a week across a month end shows whole. */
const WIDE = '(min-width: 901px)';
const subscribeToWidth = (onChange: () => void) => {
  const query = matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useWide = () =>
  useSyncExternalStore(
    subscribeToWidth,
    () => matchMedia(WIDE).matches,
    () => false,
  );

/**
 * The date-range dialog (3-daily-use.txt, grocery list): a calendar grid (react-day-picker: arrow
 * keys move by day and week, weeks from Monday, English or Dutch), today and six days chosen at
 * first; Create shows once both dates are set, makes the list on the device from the planned meals
 * (offline too, from what the device kept) and closes.
 */
export function DateRangeDialog({
  open,
  onOpenChange,
  onMade,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the list is recorded, before the dialog closes. */
  onMade?: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const { t, i18n } = useTranslation('groceries');
  const language = i18n.language === 'nl' ? 'nl' : 'en';
  const locale = language === 'nl' ? nl : enGB;
  const [range, setRange] = useState<PickedRange>(() => defaultRange(new Date()));
  const [making, setMaking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const diary = useProjection(diaryProjection);
  const own = useProjection(ownRecipesProjection);
  const { api } = useServices();
  const dispatch = useDispatch();
  const wide = useWide();
  const kind = useSessionFold(groceryListKind, 'REGULAR', undefined);

  const create = async () => {
    if (!isComplete(range) || making) return;
    setMaking(true);
    setError(null);
    try {
      const dates = { from: range.from, to: range.to };
      const planned = plannedItemsOf(diary, dates);
      const facts = await loadListFacts(api, deviceCache(), planned, own, Date.now);
      const made = makeList(kind, planned, facts, own, dates);
      const result = await dispatch(
        createGroceryList.create({
          kind,
          startDate: range.from,
          endDate: range.to,
          items: made.items,
          missingRecipes: made.missing.length,
        }),
      );
      if (!result.ok) return setError(t(result.error.messageKey as 'dialog.failed', result.error.params ?? {}));
      onMade?.();
      onOpenChange(false);
    } catch (error: unknown) {
      console.error('the grocery list could not be made', error);
      setError(t('dialog.failed'));
    } finally {
      setMaking(false);
    }
  };

  const long = (date: string) => format(parseISO(date), 'EEEE d MMMM', { locale });
  const chosen =
    range.to === null
      ? ''
      : range.to === range.from
        ? t('dialog.chosenOneDay', { date: long(range.from) })
        : t('dialog.chosen', { from: long(range.from), to: long(range.to), count: daysOf(range) });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (making) return;
        setError(null);
        onOpenChange(next);
      }}
      title={t('dialog.title')}
      description={t('dialog.description')}
      returnFocusTo={returnFocusTo}
    >
      <DayPicker
        className="day-picker"
        mode="range"
        locale={locale}
        weekStartsOn={1}
        numberOfMonths={wide ? 2 : 1}
        defaultMonth={parseISO(range.from)}
        selected={{ from: parseISO(range.from), to: range.to === null ? undefined : parseISO(range.to) }}
        onSelect={(_, day) => {
          setError(null);
          setRange((current) => tapDay(current, iso(day)));
        }}
        disabled={making}
      />
      <p className="grocery-chosen" aria-live="polite">
        {chosen}
        {range.to === range.from ? (
          <>
            <br />
            <span className="muted">{t('dialog.pickEnd')}</span>
          </>
        ) : null}
      </p>
      {making ? (
        <p role="status" className="grocery-making">
          <span className="spinner" aria-hidden="true" /> {t('dialog.making')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" disabled={making} onClick={() => onOpenChange(false)}>
          {t('dialog.cancel')}
        </button>
        {isComplete(range) ? (
          <button
            type="button"
            className="button button-primary"
            disabled={making}
            aria-busy={making}
            onClick={() => void create()}
          >
            {t('dialog.create')}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
