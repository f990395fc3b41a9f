import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/components/Dialog';
import type { LoggedFood } from '../events';
import type { Portion } from '../foodUnits';
import type { MealMoment } from '../mealMoments';
import { AddIngredient } from './AddIngredient';

/** A logged food's amount, changed: the food form (react-hook-form) in a chunk of its own (diaryDialogs.ts). */
export function FoodAmountDialog({
  open,
  onOpenChange,
  food,
  moment,
  initial,
  returnFocusTo,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  food: LoggedFood;
  moment: MealMoment;
  initial: Portion;
  returnFocusTo: HTMLElement | null;
  onSave: (portion: Portion) => void;
}) {
  const { t } = useTranslation('diary');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('food.editTitle')} returnFocusTo={returnFocusTo}>
      <AddIngredient
        food={food}
        moments={null}
        moment={moment}
        initial={initial}
        submitLabel={t('food.save')}
        onSubmit={({ servingId, amount }) => onSave({ servingId, amount })}
      />
    </Dialog>
  );
}
