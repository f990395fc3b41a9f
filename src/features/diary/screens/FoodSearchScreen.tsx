import { format } from 'date-fns';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useProjection, useServices } from '../../../ui/services';
import type { ScreenProps } from '../../../ui/route';
import { planningProfileProjection } from '../../profile/planningProfile';
import { logFood } from '../commands';
import { dayPlanOf } from '../dayPlan';
import type { LoggedFood } from '../events';
import type { MealMoment } from '../mealMoments';
import type { FoodSearch } from '../search';
import { DiaryPageHeader } from './DiaryPageHeader';
import { AddIngredient } from './AddIngredient';
import { FoodPicker } from './FoodPicker';

/**
 * Add product: search the catalogue (foods logged before are found without the network too),
 * or enter a barcode; choosing a food opens the add-ingredient form.
 */
export function FoodSearchScreen({
  date: asked,
  moment,
}: {
  date: string | undefined;
  moment: MealMoment | undefined;
}) {
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const date = asked ?? today;
  const { t } = useTranslation('diary');
  const { alerts } = useServices();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const plan = dayPlanOf(useProjection(planningProfileProjection), date);
  // Kept here, so that going back from the chosen food finds the search as it was.
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<LoggedFood | null>(null);
  const back = () => void navigate({ to: '/diary', search: { date } });
  const title = moment ? t('food.addTo', { moment: t(`mealMoments.${moment}`) }) : t('food.title');

  if (chosen) {
    return (
      <div className="screen food-search">
        <DiaryPageHeader
          date={date}
          title={title}
          back={
            <button type="button" className="button button-link back-link" onClick={() => setChosen(null)}>
              ← {t('food.backToSearch')}
            </button>
          }
        />
        <div className="card">
          <AddIngredient
            food={chosen}
            moments={moment ? null : plan.moments}
            moment={moment ?? plan.moments[0]!}
            submitLabel={t('food.add')}
            onSubmit={async ({ food, servingId, amount, mealMoment }) => {
              const result = await dispatch(logFood.create({ date, mealMoment, food, servingId, amount }));
              if (!result.ok) return alerts.raise({ key: result.error.messageKey });
              alerts.notify({ text: t('food.added', { name: chosen.name, moment: t(`mealMoments.${mealMoment}`) }) });
              back();
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="screen food-search">
      <DiaryPageHeader date={date} title={title} />
      <FoodPicker query={query} onQueryChange={setQuery} onChoose={setChosen} />
    </div>
  );
}

/** The screen as its route shows it. */
export const FoodSearchRoute = ({ search }: ScreenProps<FoodSearch>) => (
  <FoodSearchScreen date={search.date} moment={search.moment} />
);
