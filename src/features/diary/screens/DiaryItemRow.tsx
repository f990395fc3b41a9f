import { Link } from '@tanstack/react-router';
import { memo, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogLoading, preloadDialog } from '../../../ui/components/Dialog';
import { Icon } from '../../../ui/icons';
import { PluginSlot, useSessionFold } from '../../../ui/PluginSlot';
import { useDispatch, useServices } from '../../../ui/services';
import { changeFoodAmount, deleteItem, markItem } from '../commands';
import type { DiaryItem } from '../projection';
import type { DiaryViewOptions } from '../viewOptions';
import type { LoggedFood } from '../events';
import { diaryItemControls, diaryItemLink, type DiaryItemLink } from '../slots';
import { isWeightUnit, withWeightUnits } from '../foodUnits';
import { FoodAmountDialog, preloadConfirm, preloadFoodAmount } from './diaryDialogs';

/** The check circle spins at least this long, so a tap always reads as done (3-daily-use.txt section 9). */
const MARK_SPINNER_MS = 750;
const LONG_PRESS_MS = 550;

/**
 * One item of a meal slot: tap the circle to mark it eaten or planned; delete by button or long
 * press, after confirming. Memoised: a mark changes one item's identity (the diary folds with
 * structural sharing), so only that row renders again.
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
  const { t, i18n } = useTranslation('diary');
  const { t: tc } = useTranslation('common');
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const [marking, setMarking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Focus returns to the delete button after the dialog, also when a long press opened it.
  const [deleteButton, setDeleteButton] = useState<HTMLButtonElement | null>(null);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A long press on the recipe's name opens the delete dialog, and must not open the recipe too.
  const longPressed = useRef(false);
  const { nutrients: n } = item;
  const name = item.recipe
    ? item.recipe.name[i18n.language === 'nl' ? 'nl' : 'en']
    : item.food
      ? item.food.name
      : t('quickAdd.itemName');
  // Grams and ounces are found also in a food logged before they were units of every food.
  const serving = food && withWeightUnits(food).servings.find((s) => s.id === item.food?.servingId);
  const [editing, setEditing] = useState(false);
  const [editOpened, setEditOpened] = useState(false);
  if (editing && !editOpened) setEditOpened(true);
  const [editButton, setEditButton] = useState<HTMLButtonElement | null>(null);
  const eaten = item.status === 'EATEN';
  const linkInput = useMemo(() => ({ date, item }), [date, item]);
  const link = useSessionFold(diaryItemLink, recipeLinkOf(date, item), linkInput);

  const report = (result: { ok: boolean; error?: { messageKey: string } }) => {
    if (!result.ok && result.error) alerts.raise({ key: result.error.messageKey });
  };
  const toggle = async () => {
    setMarking(true);
    const [result] = await Promise.all([
      dispatch(markItem.create({ itemId: item.id, status: eaten ? 'PLANNED' : 'EATEN' })),
      new Promise((r) => setTimeout(r, MARK_SPINNER_MS)),
    ]);
    setMarking(false);
    report(result);
  };
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
      <button
        type="button"
        className="check-circle"
        aria-pressed={eaten}
        aria-busy={marking}
        disabled={marking}
        aria-label={t(eaten ? 'item.markPlanned' : 'item.markEaten', { name })}
        onClick={() => void toggle()}
      >
        {marking ? <span className="spinner" aria-hidden="true" /> : <span aria-hidden="true">{eaten ? '✓' : ''}</span>}
      </button>
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
            ? `${t(isWeightUnit(serving.id) ? 'food.weighed' : 'food.servingOf', { amount: item.food.amount.toLocaleString(i18n.language), serving: serving.description })} · `
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
      <div className="item-actions">
        {item.recipe && view.itemsEditable ? (
          <Link
            to="/diary/recipe"
            search={{ date, moment: item.mealMoment, replace: item.id }}
            className="icon-button"
            aria-label={t('recipe.replace', { name })}
          >
            <Icon d="M7 7h10v3l4-4-4-4v3H5v6h2V7zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4z" size={20} />
          </Link>
        ) : null}
        {item.food && food && view.itemsEditable ? (
          <button
            type="button"
            ref={setEditButton}
            className="icon-button"
            aria-label={t('food.editAmount', { name })}
            {...preloadFoodAmount}
            onClick={() => setEditing(true)}
          >
            <Icon
              d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
              size={20}
            />
          </button>
        ) : null}
        {view.itemsEditable ? (
          <button
            type="button"
            ref={setDeleteButton}
            className="icon-button"
            aria-label={t('item.delete', { name })}
            {...preloadConfirm}
            onClick={() => setConfirming(true)}
          >
            <Icon
              d="M9 3v1H4v2h16V4h-5V3H9zM6 8v11a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V8H6zm3 2h2v8H9v-8zm4 0h2v8h-2v-8z"
              size={20}
            />
          </button>
        ) : null}
      </div>
      {/* The food form's code loads as the edit button is first pointed at or focused; mounted once opened. */}
      {item.food && food && editOpened ? (
        <Suspense fallback={editing ? <DialogLoading title={t('food.editTitle')} /> : null}>
          <FoodAmountDialog
            open={editing}
            onOpenChange={setEditing}
            food={food}
            moment={item.mealMoment}
            initial={{ servingId: item.food.servingId, amount: item.food.amount }}
            returnFocusTo={editButton}
            onSave={async ({ servingId, amount }) => {
              setEditing(false);
              report(await dispatch(changeFoodAmount.create({ itemId: item.id, servingId, amount })));
            }}
          />
        </Suspense>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('item.deleteTitle')}
        description={t('item.deleteQuestion', { name })}
        returnFocusTo={deleteButton}
      >
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            {t('quickAdd.cancel')}
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={async () => {
              setConfirming(false);
              report(await dispatch(deleteItem.create({ itemId: item.id })));
            }}
          >
            {t('item.deleteConfirm')}
          </button>
        </div>
      </Dialog>
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
