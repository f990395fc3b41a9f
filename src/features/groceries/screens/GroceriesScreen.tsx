import { format, parseISO } from 'date-fns';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/components/Dialog';
import { useDateLocale } from '../../../ui/dates';
import { useDispatch, useProjection, useServices, useSession } from '../../../ui/services';
import { planningProfileProjection, recipesImperial } from '../../profile/planningProfile';
import { deleteGroceryList } from '../commands';
import type { GroceryCategory } from '../needs';
import { groceriesProjection, newestList, type GroceryList } from '../projection';
import { DateRangeDialog } from './DateRangeDialog';
import { GroceryListView } from './GroceryListView';
import { StaleNotice } from './StaleNotice';
import { useKeepGroceryFacts } from './useKeepGroceryFacts';
import { listAsText, shareText, type ShareOutcome } from './share';
import './groceries.css';

/**
 * The Groceries tab (3-daily-use.txt, grocery list; issue 15): the newest list, or a way to make
 * one. Everything works offline: the list is events in the person's stream, so ticks made in a shop
 * without signal reach their other devices once they are back online.
 */
export function GroceriesScreen() {
  const { t, i18n } = useTranslation('groceries');
  const language = i18n.language === 'nl' ? 'nl' : 'en';
  const list = newestList(useProjection(groceriesProjection));
  const { user } = useSession();
  // Grocery amounts are ingredient amounts: the person's units for recipes (My profile), else the account's.
  const units = recipesImperial(useProjection(planningProfileProjection).units, user.uses_imperial_measurements)
    ? 'IMPERIAL'
    : 'METRIC';
  const rangeText = useRangeText();
  // Each opening of the dialog starts afresh (today and six days), hence its own key.
  const [making, setMaking] = useState<{ open: boolean; opener: HTMLElement | null; round: number }>({
    open: false,
    opener: null,
    round: 0,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; opener: HTMLElement | null; listId: string }>({
    open: false,
    opener: null,
    listId: '',
  });
  // Once the list is deleted its button is gone: focus goes on to the button that makes a new one.
  const [makeButton, setMakeButton] = useState<HTMLButtonElement | null>(null);
  const [shared, setShared] = useState<ShareOutcome | null>(null);
  const missing = list?.missingRecipes ?? 0;
  useKeepGroceryFacts();

  useEffect(() => {
    if (shared === null) return;
    const clear = setTimeout(() => setShared(null), 4_000);
    return () => clearTimeout(clear);
  }, [shared]);

  const share = async (current: GroceryList) => {
    const title = t('share.title', { range: rangeText(current) });
    const text = listAsText(current, {
      language,
      units,
      title,
      categoryName: (category: GroceryCategory) => t(`categories.${category}`),
    });
    setShared(await shareText(text, title, navigator));
  };

  const open = (opener: HTMLElement) => {
    setMaking((current) => ({ open: true, opener, round: current.round + 1 }));
  };

  return (
    <div className="screen groceries">
      <header className="screen-header">
        <h1>{t('title')}</h1>
        {list ? <p className="grocery-range">{rangeText(list)}</p> : null}
      </header>

      {missing > 0 ? (
        <p className="card grocery-notice" role="status">
          {t('missing', { count: missing })}
        </p>
      ) : null}

      {list ? (
        <>
          <StaleNotice list={list} />
          <div className="grocery-actions" role="group" aria-label={t('actions.label')}>
            <button type="button" className="button button-primary" onClick={(e) => open(e.currentTarget)}>
              {t('actions.newList')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => void share(list)}>
              {t('actions.share')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => window.print()}>
              {t('actions.print')}
            </button>
            <span role="status" className="grocery-shared">
              {shared === 'copied' ? t('share.copied') : shared === 'failed' ? t('share.failed') : ''}
            </span>
          </div>
          <GroceryListView list={list} units={units} explained={missing > 0} />
          <div className="grocery-end">
            <button
              type="button"
              className="button button-secondary grocery-delete"
              onClick={(e) => setDeleting({ open: true, opener: e.currentTarget, listId: list.listId })}
            >
              {t('actions.delete')}
            </button>
          </div>
        </>
      ) : (
        <section className="card grocery-empty" aria-labelledby="grocery-empty">
          <h2 id="grocery-empty">{t('empty.title')}</h2>
          <p>{t('empty.text')}</p>
          <button
            ref={setMakeButton}
            type="button"
            className="button button-primary"
            onClick={(e) => open(e.currentTarget)}
          >
            {t('empty.make')}
          </button>
        </section>
      )}

      <DateRangeDialog
        key={making.round}
        open={making.open}
        onOpenChange={(next) => setMaking((current) => ({ ...current, open: next }))}
        returnFocusTo={making.opener}
      />
      <DeleteListDialog
        listId={deleting.listId}
        open={deleting.open}
        onOpenChange={(next) => setDeleting((current) => ({ ...current, open: next }))}
        returnFocusTo={list ? deleting.opener : makeButton}
      />
    </div>
  );
}

/** The list's dates in the person's language: 'Mon 23 Nov – Sun 29 Nov', the year when it is not this one. */
function useRangeText() {
  const { t, i18n } = useTranslation('groceries');
  const locale = useDateLocale();
  const thisYear = new Date().getFullYear();
  // Dutch shortens weekdays to two letters ('di', 'ma'); date-fns's three ('din', 'maa') read oddly.
  const weekday = i18n.language === 'nl' ? 'EEEEEE' : 'EEE';
  const day = (date: string) => {
    const parsed = parseISO(date);
    return format(parsed, `${weekday} d MMM${parsed.getFullYear() === thisYear ? '' : ' yyyy'}`, { locale });
  };
  return (list: Pick<GroceryList, 'startDate' | 'endDate'>) =>
    list.startDate === list.endDate
      ? t('rangeOneDay', { date: day(list.startDate) })
      : t('range', { from: day(list.startDate), to: day(list.endDate) });
}

/** Deleting asks first, then deletes the newest list (the one shown). */
function DeleteListDialog({
  listId,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  listId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: HTMLElement | null;
}) {
  const { t } = useTranslation('groceries');
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const remove = async () => {
    try {
      const result = await dispatch(deleteGroceryList.create({ listId }));
      if (!result.ok) alerts.raise({ key: result.error.messageKey });
    } catch {
      alerts.raise({ key: 'common:errors.storage' });
    }
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.description')}
      returnFocusTo={returnFocusTo}
    >
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
          {t('delete.cancel')}
        </button>
        <button type="button" className="button button-danger" onClick={() => void remove()}>
          {t('delete.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
