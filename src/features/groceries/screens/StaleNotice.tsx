import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceCache } from '../../../core/deviceCache';
import { useDispatch, useProjection, useServices } from '../../../ui/services';
import { diaryProjection } from '../../diary/projection';
import { ownRecipesProjection } from '../../recipes/own/projection';
import { refreshGroceryList } from '../commands';
import { loadListFacts } from '../listFacts';
import { makeList, plannedItemsOf } from '../makeList';
import type { GroceryList } from '../projection';
import { isStale } from '../stale';

/**
 * The newest list after its meals changed (issue 21: a re-plan on new targets): said, with one tap
 * that makes it again for the same days, keeping the ticks of what is still needed.
 */
export function StaleNotice({ list }: { list: GroceryList }) {
  const { t } = useTranslation('groceries');
  const diary = useProjection(diaryProjection);
  const own = useProjection(ownRecipesProjection);
  const { api } = useServices();
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!isStale(list, diary)) return null;

  const refresh = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const dates = { from: list.startDate, to: list.endDate };
      const planned = plannedItemsOf(diary, dates);
      const facts = await loadListFacts(api, deviceCache(), planned, own, Date.now);
      const made = makeList(list.kind, planned, facts, own, dates);
      const result = await dispatch(
        refreshGroceryList.create({ listId: list.listId, items: made.items, missingRecipes: made.missing.length }),
      );
      if (!result.ok) setFailed(true);
    } catch (error: unknown) {
      console.error('the grocery list could not be refreshed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card grocery-notice" aria-labelledby="grocery-stale" data-testid="grocery-stale">
      <h2 id="grocery-stale">{t('stale.title')}</h2>
      <p>{t('stale.text')}</p>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void refresh()}
      >
        {busy ? t('stale.refreshing') : t('stale.refresh')}
      </button>
      {failed ? (
        <p role="alert" className="field-error">
          {t('stale.failed')}
        </p>
      ) : null}
    </section>
  );
}
