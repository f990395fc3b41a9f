import { Link } from '@tanstack/react-router';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { preloadDialog } from '../../../ui/components/Dialog';
import { PluginSlot, useSessionFold } from '../../../ui/PluginSlot';
import { useFixedT } from '../../../ui/useFixedT';
import type { DiaryItem } from '../projection';
import type { DiaryViewOptions } from '../viewOptions';
import type { LoggedFood } from '../events';
import { diaryItemControls, diaryItemLink, type DiaryItemLink } from '../slots';
import { isWeightUnit, withWeightUnits } from '../foodUnits';
import { CheckCircle } from './CheckCircle';
import { DeleteItemDialog, ItemActions } from './ItemActions';

const LONG_PRESS_MS = 550;

/**
 * One item of a meal slot: tap the circle to mark it eaten or planned; delete by button or long
 * press, after confirming. Memoised: a mark changes one item's identity (the diary folds with
 * structural sharing), so only that row renders again, and of it not the actions and dialogs.
 */
export const DiaryItemRow = memo(function DiaryItemRow({
  date,
  item,
  food,
  round,
  view,
}: {
  date: string;
  item: DiaryItem;
  food: LoggedFood | undefined;
  round: (n: number) => string;
  view: DiaryViewOptions;
}) {
  const { t, language } = useFixedT('diary');
  const { t: tc } = useFixedT('common');
  const [confirming, setConfirming] = useState(false);
  // The confirmation mounts when first asked for and then stays (Radix sees it close): a day's
  // closed dialogs cost a cold open their texts and components, row by row.
  const [confirmAsked, setConfirmAsked] = useState(false);
  if (confirming && !confirmAsked) setConfirmAsked(true);
  const openConfirm = useCallback(() => setConfirming(true), []);
  // Focus returns to the delete button after the dialog, also when a long press opened it.
  const [deleteButton, setDeleteButton] = useState<HTMLButtonElement | null>(null);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A long press on the recipe's name opens the delete dialog, and must not open the recipe too.
  const longPressed = useRef(false);
  const { nutrients: n } = item;
  const name = item.recipe
    ? item.recipe.name[language === 'nl' ? 'nl' : 'en']
    : item.food
      ? item.food.name
      : t('quickAdd.itemName');
  // Grams and ounces are found also in a food logged before they were units of every food.
  const serving = food && withWeightUnits(food).servings.find((s) => s.id === item.food?.servingId);
  const eaten = item.status === 'EATEN';
  const linkInput = useMemo(() => ({ date, item }), [date, item]);
  const link = useSessionFold(diaryItemLink, recipeLinkOf(date, item), linkInput);
  const cancelPress = () => {
    if (press.current) clearTimeout(press.current);
    press.current = null;
  };

  return (
    <li
      className={`item${eaten ? ' eaten' : ''}`}
      data-testid="diary-item"
      data-status={item.status}
      onPointerDown={(e) => {
        longPressed.current = false;
        if (!view.itemsEditable || e.pointerType === 'mouse') return;
        if ((e.target as HTMLElement).closest('button, a:not(.item-link)')) return;
        preloadDialog();
        press.current = setTimeout(() => {
          longPressed.current = true;
          setConfirming(true);
        }, LONG_PRESS_MS);
      }}
      onPointerUp={cancelPress}
      onPointerLeave={cancelPress}
      onPointerCancel={cancelPress}
      onContextMenu={(e) => e.preventDefault()}
    >
      <CheckCircle itemId={item.id} eaten={eaten} name={name} />
      <div className="item-text">
        {link ? (
          // The planned meal opens its detail: ingredients, steps, and its portions to change.
          <Link
            to={link.to}
            {...(link.params ? { params: link.params } : {})}
            {...(link.search ? { search: link.search } : {})}
            className="item-name item-link"
            onClick={(e) => {
              if (longPressed.current) e.preventDefault();
            }}
          >
            {name}
          </Link>
        ) : (
          <span className="item-name">{name}</span>
        )}
        <span className="muted small">
          {eaten ? `${t('item.eaten')} · ` : ''}
          {item.food && serving
            ? `${t(isWeightUnit(serving.id) ? 'food.weighed' : 'food.servingOf', { amount: item.food.amount.toLocaleString(language), serving: serving.description })} · `
            : ''}
          {view.showMacros
            ? t('item.macros', {
                protein: round(n.protein ?? 0),
                fat: round(n.fat ?? 0),
                carbohydrates: round(n.carbohydrates ?? 0),
              })
            : null}
        </span>
        <PluginSlot slot={diaryItemControls} props={{ date, item, name, editable: view.itemsEditable }} />
      </div>
      <span className="item-kcal">
        {round(n.kcal)} {tc('units.kcal')}
      </span>
      <ItemActions
        date={date}
        itemId={item.id}
        mealMoment={item.mealMoment}
        recipe={item.recipe}
        itemFood={item.food}
        food={food}
        name={name}
        editable={view.itemsEditable}
        onDeleteButton={setDeleteButton}
        onDelete={openConfirm}
      />
      {confirmAsked ? (
        <DeleteItemDialog
          itemId={item.id}
          name={name}
          open={confirming}
          onOpenChange={setConfirming}
          returnFocusTo={deleteButton}
        />
      ) : null}
    </li>
  );
});

/** The recipes the diary knows open their detail; other kinds of meal get theirs from a plugin (diaryItemLink). */
function recipeLinkOf(date: string, item: DiaryItem): DiaryItemLink | undefined {
  if (!item.recipe || (item.recipe.kind !== 'RECIPE' && item.recipe.kind !== 'OWN')) return undefined;
  return {
    to: '/recipes/$recipeId',
    params: { recipeId: item.recipe.id },
    search: { kind: item.recipe.kind, item: item.id, date },
  };
}
