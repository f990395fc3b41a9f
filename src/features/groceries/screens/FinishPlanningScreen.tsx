import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiaryPageHeader } from '../../diary/screens/DiaryPageHeader';
import { OnboardingFirst } from '../../onboarding/screens/OnboardingFirst';
import { DateRangeDialog } from './DateRangeDialog';
import { useKeepGroceryFacts } from './useKeepGroceryFacts';
import './groceries.css';

/**
 * 'Finish planning' (3-daily-use.txt, other screens; issue 15): reached from a diary day with
 * planned meals, it turns the plan into a shopping list: its button opens the date-range dialog,
 * and the made list opens in the Groceries tab.
 */
function FinishPlanningScreen() {
  const { t } = useTranslation('groceries');
  const navigate = useNavigate();
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const kept = useKeepGroceryFacts();
  return (
    <div className="screen finish-planning">
      <DiaryPageHeader date={undefined} title={t('finish.title')} />
      <section className="card grocery-empty" aria-label={t('finish.title')}>
        <p>{t('finish.text')}</p>
        <p>{t('finish.offline')}</p>
        <p role="status" className={`grocery-kept grocery-kept-${kept}`}>
          {kept === 'nothing' ? '' : t(`finish.kept.${kept}`)}
        </p>
        <button
          type="button"
          className="button button-primary"
          onClick={(e) => {
            setOpener(e.currentTarget);
            setOpen(true);
          }}
        >
          {t('finish.create')}
        </button>
      </section>
      <DateRangeDialog
        open={open}
        onOpenChange={setOpen}
        onMade={() => void navigate({ to: '/groceries' })}
        returnFocusTo={opener}
      />
    </div>
  );
}

export const FinishPlanningRoute = () => (
  <OnboardingFirst>
    <FinishPlanningScreen />
  </OnboardingFirst>
);
