import { Link } from '@tanstack/react-router';
import { memo, Suspense, useState } from 'react';
import { Dialog, DialogLoading } from '../../../ui/components/Dialog';
import { Icon } from '../../../ui/icons';
import { useDispatch, useServices } from '../../../ui/services';
import { changeFoodAmount, deleteItem } from '../commands';
import type { DiaryItem } from '../projection';
import type { LoggedFood } from '../events';
import type { MealMoment } from '../mealMoments';
import { FoodAmountDialog, preloadConfirm, preloadFoodAmount } from './diaryDialogs';
import { useFixedT } from '../../../ui/useFixedT';

/** Raises the refusal of a command the person gave, if it was refused. */
function useReport() {
  const { alerts } = useServices();
  return (result: { ok: boolean; error?: { messageKey: string } }) => {
    if (!result.ok && result.error) alerts.raise({ key: result.error.messageKey });
  };
}

/**
 * An item's replace, edit and delete buttons, with the amount dialog. Memoised on what a mark
 * keeps (the fold copies a marked item but shares its food and recipe), so a mark does not render them.
 */
export const ItemActions = memo(function ItemActions({
  date,
  itemId,
  mealMoment,
  recipe,
  itemFood,
  food,
  name,
  editable,
  onDeleteButton,
  onDelete,
}: {
  date: string;
  itemId: string;
  mealMoment: MealMoment;
  recipe: DiaryItem['recipe'];
  itemFood: DiaryItem['food'];
  food: LoggedFood | undefined;
  name: string;
  editable: boolean;
  onDeleteButton: (button: HTMLButtonElement | null) => void;
  onDelete: () => void;
}) {
  const { t } = useFixedT('diary');
  const dispatch = useDispatch();
  const report = useReport();
  const [editing, setEditing] = useState(false);
  const [editOpened, setEditOpened] = useState(false);
  if (editing && !editOpened) setEditOpened(true);
  const [editButton, setEditButton] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <div className="item-actions">
        {recipe && editable ? (
          <Link
            to="/diary/recipe"
            search={{ date, moment: mealMoment, replace: itemId }}
            className="icon-button"
            aria-label={t('recipe.replace', { name })}
          >
            <Icon d="M7 7h10v3l4-4-4-4v3H5v6h2V7zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4z" size={20} />
          </Link>
        ) : null}
        {itemFood && food && editable ? (
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
        {editable ? (
          <button
            type="button"
            ref={onDeleteButton}
            className="icon-button"
            aria-label={t('item.delete', { name })}
            {...preloadConfirm}
            onClick={onDelete}
          >
            <Icon
              d="M9 3v1H4v2h16V4h-5V3H9zM6 8v11a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V8H6zm3 2h2v8H9v-8zm4 0h2v8h-2v-8z"
              size={20}
            />
          </button>
        ) : null}
      </div>
      {/* The food form's code loads as the edit button is first pointed at or focused; mounted once opened. */}
      {itemFood && food && editOpened ? (
        <Suspense fallback={editing ? <DialogLoading title={t('food.editTitle')} /> : null}>
          <FoodAmountDialog
            open={editing}
            onOpenChange={setEditing}
            food={food}
            moment={mealMoment}
            initial={{ servingId: itemFood.servingId, amount: itemFood.amount }}
            returnFocusTo={editButton}
            onSave={async ({ servingId, amount }) => {
              setEditing(false);
              report(await dispatch(changeFoodAmount.create({ itemId, servingId, amount })));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
});

/** Asks before an item is deleted (by its delete button or a long press on the row). */
export const DeleteItemDialog = memo(function DeleteItemDialog({
  itemId,
  name,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  itemId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: HTMLElement | null;
}) {
  const { t } = useFixedT('diary');
  const dispatch = useDispatch();
  const report = useReport();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('item.deleteTitle')}
      description={t('item.deleteQuestion', { name })}
      returnFocusTo={returnFocusTo}
    >
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
          {t('quickAdd.cancel')}
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={async () => {
            onOpenChange(false);
            report(await dispatch(deleteItem.create({ itemId })));
          }}
        >
          {t('item.deleteConfirm')}
        </button>
      </div>
    </Dialog>
  );
});
