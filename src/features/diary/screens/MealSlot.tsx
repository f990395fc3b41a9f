import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PluginSlot } from '../../../ui/PluginSlot';
import type { LoggedFood } from '../events';
import type { MealMoment } from '../mealMoments';
import { totalsOf, type DiaryItem } from '../projection';
import { diarySlotActions } from '../slots';
import type { DiaryViewOptions } from '../viewOptions';
import { DiaryItemRow } from './DiaryItemRow';
import { preloadQuickAdd } from './diaryDialogs';

interface MealSlotProps {
  date: string;
  moment: MealMoment;
  items: readonly DiaryItem[];
  /** The slot's energy target, if the day has a plan. */
  targetKcal: number | undefined;
  foods: Readonly<Record<string, LoggedFood>>;
  round: (n: number) => string;
  view: DiaryViewOptions;
  onQuickAdd: (moment: MealMoment, opener: HTMLElement) => void;
}

/** The same items, in the same order, by identity: a slot's list is made again at every render. */
const sameItems = (a: readonly DiaryItem[], b: readonly DiaryItem[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * One meal slot of the day: its heading and total, its items, and what can be added to it.
 * Memoised on its items: a mark renders the slot it changed, not every slot with its links and
 * the plugins' actions.
 */
export const MealSlot = memo(
  function MealSlot({ date, moment, items, targetKcal, foods, round, view, onQuickAdd }: MealSlotProps) {
    const { t } = useTranslation('diary');
    const headingId = `slot-${moment}`;
    const kcal = round(totalsOf(items).kcal);
    return (
      <section className="card slot" aria-labelledby={headingId} data-testid={`slot-${moment}`}>
        <header className="slot-header">
          <h2 id={headingId}>{t(`mealMoments.${moment}`)}</h2>
          <span className="muted" data-testid={`slot-total-${moment}`}>
            {targetKcal !== undefined
              ? t('slotTotalOf', { kcal, target: round(targetKcal) })
              : t('slotTotal', { kcal })}
          </span>
        </header>
        {items.length === 0 ? (
          <p className="muted small">{t('emptySlot')}</p>
        ) : (
          <ul className="items">
            {items.map((item) => (
              <DiaryItemRow
                key={item.id}
                date={date}
                item={item}
                food={item.food ? foods[item.food.id] : undefined}
                round={round}
                view={view}
              />
            ))}
          </ul>
        )}
        {view.itemsEditable ? (
          <div className="slot-actions">
            <Link
              to="/diary/food"
              search={{ date, moment }}
              className="button button-link"
              aria-label={t('food.openFor', { moment: t(`mealMoments.${moment}`) })}
            >
              + {t('food.open')}
            </Link>
            <Link
              to="/diary/recipe"
              search={{ date, moment }}
              className="button button-link"
              aria-label={t('recipe.openFor', { moment: t(`mealMoments.${moment}`) })}
            >
              + {t('recipe.open')}
            </Link>
            <button
              type="button"
              className="button button-link"
              {...preloadQuickAdd}
              onClick={(e) => onQuickAdd(moment, e.currentTarget)}
              aria-label={t('quickAdd.openFor', { moment: t(`mealMoments.${moment}`) })}
            >
              + {t('quickAdd.open')}
            </button>
            {items.length > 0 ? <PluginSlot slot={diarySlotActions} props={{ date, moment }} /> : null}
          </div>
        ) : null}
      </section>
    );
  },
  (before, after) =>
    sameItems(before.items, after.items) &&
    before.date === after.date &&
    before.moment === after.moment &&
    before.targetKcal === after.targetKcal &&
    before.foods === after.foods &&
    before.round === after.round &&
    before.view === after.view &&
    before.onQuickAdd === after.onQuickAdd,
);
