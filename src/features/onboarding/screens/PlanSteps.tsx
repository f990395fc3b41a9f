import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_DAILY_KCAL } from '../../../core/nutrition/goals';
import { gramsFromPercents, macroPercents, type MacroName } from '../../../core/nutrition/macros';
import { Field } from '../../../ui/components/Field';
import { useSlotEntries } from '../../../ui/PluginSlot';
import { modifyPlanForm, planForm, weeklyGoalForm } from '../forms';
import { planPreview, targetsChangedSincePlan, weeklyGoalChoice, type OnboardingDraft } from '../fullDraft';
import { planOptionRules, planOptionsFor, type PlanType } from '../planOptions';
import { ChoiceStep } from './ChoiceStep';
import { NextButton, StepForm, StepFrame, useErrorText, type StepProps } from './StepFrame';

/** Weekly goal: only the goals that keep the day at or above 1250 kcal; none at all says so and blocks Next. */
export function WeeklyGoalStep({ draft, next, back }: StepProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState(draft.weeklyGoal);
  const choice = weeklyGoalChoice(draft);
  const imperial = draft.weight.unit !== 'KILOGRAMS';
  if (!choice || choice.status === 'NO_SAFE_GOAL') {
    return (
      <StepFrame onBack={back}>
        <div className="card form">
          <h1>{t('full.weeklyGoal.title')}</h1>
          <p role="alert">{t('full.weeklyGoal.noSafeGoal')}</p>
          <NextButton disabled />
        </div>
      </StepFrame>
    );
  }
  const offered = choice.options.map((o) => o.goal.id);
  return (
    <ChoiceStep
      name="weeklyGoal"
      title={t('full.weeklyGoal.title')}
      subtitle={t('full.weeklyGoal.subtitle')}
      options={offered}
      multiple={false}
      selected={chosen ? [chosen] : []}
      onToggle={(option) => {
        setError(null);
        setChosen(option as typeof chosen);
      }}
      label={(option) => t(`full.weeklyGoal.options.${option}.${imperial ? 'lb' : 'kg'}`)}
      description={(option) =>
        t('full.weeklyGoal.kcal', { kcal: Math.round(choice.options.find((o) => o.goal.id === option)!.dailyKcal) })
      }
      error={errorText(error) ?? null}
      onBack={back}
      onNext={() => {
        const checked = weeklyGoalForm.safeParse({ weeklyGoal: chosen ?? undefined });
        // A goal kept from an earlier visit that is no longer safe is not valid either.
        if (!checked.success || !offered.includes(chosen!))
          return setError(
            checked.success ? 'onboarding:errors.selectValidWeeklyGoal' : checked.error.issues[0]!.message,
          );
        next({ weeklyGoal: chosen });
      }}
    />
  );
}

/** The day's targets and the plans this person may choose; 'choose your own' opens the modify screen. */
export function NutritionPlanStep({ draft, update, next, back }: StepProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const pluginRules = useSlotEntries(planOptionRules).map((e) => e.value);
  const [modifying, setModifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = planOptionsFor({ sex: draft.sex }, pluginRules);
  const preview = planPreview(draft);
  if (modifying && preview)
    return (
      <ModifyPlan
        start={preview}
        onDone={(targets) => (
          setModifying(false),
          update({ plan: 'CHOOSE_YOUR_OWN', customTargets: targets, cycle: null })
        )}
        onBack={() => setModifying(false)}
      />
    );

  const choose = (plan: string) => {
    setError(null);
    if (plan === 'CHOOSE_YOUR_OWN') return setModifying(true);
    // Any plan but the cycle diet clears the cycle data.
    update({
      plan: plan as PlanType,
      ...(plan === 'CYCLE_DIET' ? { cycle: draft.cycle ?? { lastPeriodStart: null, length: 28 } } : { cycle: null }),
    });
  };
  return (
    <ChoiceStep
      name="plan"
      title={t('full.plan.title')}
      subtitle={t('full.plan.subtitle')}
      options={options}
      multiple={false}
      selected={options.includes(draft.plan) ? [draft.plan] : []}
      onToggle={choose}
      label={(option) => t(`full.plan.options.${option as PlanType}.label`)}
      description={(option) => t(`full.plan.options.${option as PlanType}.description`)}
      error={errorText(error) ?? null}
      onBack={back}
      onNext={() => {
        const checked = planForm.safeParse({ plan: options.includes(draft.plan) ? draft.plan : undefined });
        if (!checked.success) return setError(checked.error.issues[0]!.message);
        // Kept so the diet screen, asked later, can show the targets again if the diet changes them.
        next({ shownTargets: preview });
      }}
    >
      {preview ? <MacroBoxes targets={preview} /> : null}
      {draft.plan === 'CHOOSE_YOUR_OWN' ? (
        <button type="button" className="button button-secondary" onClick={() => setModifying(true)}>
          {t('full.plan.edit')}
        </button>
      ) : null}
    </ChoiceStep>
  );
}

/**
 * On the diet screen: the diet is asked after the plan screen (2-onboarding.txt section 2), so when
 * the chosen diet changes the targets shown there, the targets that will be saved show here.
 */
export function DietChangesPlan({ draft }: { draft: OnboardingDraft }) {
  const { t } = useTranslation('onboarding');
  const changed = targetsChangedSincePlan(draft);
  return (
    <div role="status" className="diet-plan-change">
      {changed ? (
        <>
          <p>{t('full.diet.planChanged')}</p>
          <MacroBoxes targets={changed} />
        </>
      ) : null}
    </div>
  );
}

/** The day's four targets as boxes: on the plan screen, and again on the diet screen when the diet changes them. */
export function MacroBoxes({ targets }: { targets: { kcal: number; protein: number; carbs: number; fat: number } }) {
  const { t, i18n } = useTranslation('onboarding');
  const { t: tc } = useTranslation('common');
  const boxes = [
    ['kcal', targets.kcal, tc('units.kcal')],
    ['protein', targets.protein, tc('units.gram')],
    ['fat', targets.fat, tc('units.gram')],
    ['carbs', targets.carbs, tc('units.gram')],
  ] as const;
  return (
    <dl className="macro-boxes" aria-label={t('full.plan.targets')}>
      {boxes.map(([name, value, unit]) => (
        <div key={name} className="macro-box" data-testid={`plan-${name}`}>
          <dt>{t(`full.plan.macros.${name}`)}</dt>
          <dd>
            {value.toLocaleString(i18n.language)} {unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Targets = { kcal: number; protein: number; carbs: number; fat: number };
const MACROS: readonly MacroName[] = ['protein', 'fat', 'carbs'];

/** Modify plan: calories and the three macros in grams or percent; whole numbers with the screen's floors. */
function ModifyPlan({
  start,
  onDone,
  onBack,
}: {
  start: Targets;
  onDone: (targets: Targets) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const { t: tc } = useTranslation('common');
  const errorText = useErrorText();
  const [mode, setMode] = useState<'grams' | 'percent'>('grams');
  const [values, setValues] = useState<Record<'kcal' | MacroName, string>>({
    kcal: String(start.kcal),
    protein: String(start.protein),
    fat: String(start.fat),
    carbs: String(start.carbs),
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));
  const grams = (): Targets => {
    const kcal = num(values.kcal);
    if (mode === 'grams') return { kcal, protein: num(values.protein), fat: num(values.fat), carbs: num(values.carbs) };
    return {
      kcal,
      ...gramsFromPercents({ protein: num(values.protein), fat: num(values.fat), carbs: num(values.carbs) }, kcal),
    };
  };
  // Switching to percent shows whole percentages that add up to 100, and grams are recomputed from them.
  const switchMode = (to: 'grams' | 'percent') => {
    if (to === mode) return;
    const current = grams();
    const shown = to === 'percent' ? macroPercents(current) : current;
    setValues({
      kcal: values.kcal,
      protein: String(shown.protein),
      fat: String(shown.fat),
      carbs: String(shown.carbs),
    });
    setMode(to);
  };
  const adjust = () => {
    const checked = modifyPlanForm.safeParse(grams());
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    onDone(checked.data);
  };
  const unit = mode === 'grams' ? tc('units.gram') : tc('units.percent');
  return (
    <StepForm onBack={onBack} onSubmit={adjust}>
      <h1>{t('full.modify.title')}</h1>
      <p className="muted">{t('full.modify.subtitle', { min: MIN_DAILY_KCAL })}</p>
      <Field
        label={t('full.plan.macros.kcal')}
        inputMode="numeric"
        suffix={tc('units.kcal')}
        value={values.kcal}
        error={errorText(errors.kcal)}
        onChange={(e) => setValues({ ...values, kcal: e.target.value })}
      />
      <div className="segmented" role="group" aria-label={t('full.modify.mode')}>
        {(['grams', 'percent'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`button ${mode === m ? 'button-primary' : 'button-secondary'}`}
            aria-pressed={mode === m}
            onClick={() => switchMode(m)}
          >
            {t(`full.modify.${m}`)}
          </button>
        ))}
      </div>
      {MACROS.map((macro) => (
        <Field
          key={macro}
          label={t(`full.plan.macros.${macro}`)}
          inputMode="numeric"
          suffix={unit}
          value={values[macro]}
          error={errorText(errors[macro])}
          onChange={(e) => setValues({ ...values, [macro]: e.target.value })}
        />
      ))}
      <NextButton label={t('full.modify.adjust')} />
    </StepForm>
  );
}
