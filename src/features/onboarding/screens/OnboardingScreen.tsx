import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITIES } from '../../../core/nutrition/profile';
import { useOptionalSession, useProjection, type Session } from '../../../ui/services';
import { planningProfileProjection } from '../../profile/planningProfile';
import {
  activityForm,
  dietForm,
  dislikesForm,
  goalForm,
  GOALS,
  INTOLERANCE_CHOICES,
  intolerancesForm,
  mealTimesForm,
  ONBOARDING_MEAL_TIMES,
} from '../forms';
import { deviceRegion, loadDraft, saveDraft, startingDraft, type OnboardingDraft } from '../fullDraft';
import { BASE_DIET_CHOICES, dietChoicesSlot } from '../planOptions';
import { onboardingRouteSlot } from '../access';
import { useSessionFold } from '../../../ui/PluginSlot';
import { toggleSingle, toggleWithExclusive } from '../selections';
import { fullStepsFor, nextStep, previousStep, resumeStep, type FullStep } from '../steps';
import { BiometricsStep, PhysicalStatsStep } from './BodySteps';
import { ChoiceStep } from './ChoiceStep';
import { CycleDatesStep, CycleDetailsStep, CycleLengthStep } from './CycleSteps';
import { LoadingStep, TourStep } from './FinishSteps';
import { DietChangesPlan, NutritionPlanStep, WeeklyGoalStep } from './PlanSteps';
import { RegisterStep } from './RegisterStep';
import { StepFrame, useErrorText, type StepProps } from './StepFrame';

const factsOf = (draft: OnboardingDraft, signedIn: boolean) => ({ goal: draft.goal, plan: draft.plan, signedIn });

const currentStep = (draft: OnboardingDraft, signedIn: boolean): FullStep =>
  resumeStep(draft.step, factsOf(draft, signedIn));

/** The full self-service onboarding (2-onboarding.txt sections 2, 4, 5), for a visitor or a signed-in person. */
export function OnboardingScreen() {
  const session = useOptionalSession();
  if (session?.user.is_coach) return <Navigate to="/" />;
  return session ? <SignedInFlow session={session} /> : <Flow session={null} />;
}

function SignedInFlow({ session }: { session: Session }) {
  const profile = useProjection(planningProfileProjection);
  // An organisation whose people take the simple onboarding never sends them through the full one.
  const simpleOnly =
    useSessionFold(onboardingRouteSlot, null, { user: session.user, nutrition: null, simple: null }) ===
    '/onboarding/simple';
  if (simpleOnly) return <Navigate to="/onboarding/simple" />;
  return <Flow session={session} hasPlan={profile.nutrition !== null} />;
}

function Flow({ session, hasPlan = false }: { session: Session | null; hasPlan?: boolean }) {
  const [draft, setDraft] = useState<OnboardingDraft>(() => loadDraft() ?? startingDraft(deviceRegion()));
  const signedIn = session !== null;
  const step = currentStep(draft, signedIn);

  // Someone who already has a plan (an existing account that signed up again) is sent to their diary.
  const leaving = hasPlan && !draft.redo && step !== 'loading' && step !== 'tour';
  useEffect(() => saveDraft(leaving ? null : draft), [draft, leaving]);

  const update = useCallback((patch: Partial<OnboardingDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const next = useCallback(
    (patch: Partial<OnboardingDraft> = {}) =>
      setDraft((d) => {
        const changed = { ...d, ...patch };
        const from = currentStep(changed, signedIn);
        return { ...changed, step: nextStep(fullStepsFor(factsOf(changed, signedIn)), from) ?? from };
      }),
    [signedIn],
  );
  const previous = previousStep(fullStepsFor(factsOf(draft, signedIn)), step);
  const back =
    previous && previous !== 'intro' && previous !== 'register' && previous !== 'loading'
      ? () => setDraft((d) => ({ ...d, step: previous }))
      : null;

  if (leaving) return <Navigate to="/diary" />;
  const props: StepProps = { draft, update, next, back };
  switch (step) {
    case 'intro':
      return <IntroStep onStart={() => next()} />;
    case 'goal':
      return <GoalStep {...props} onLeave={() => setDraft(startingDraft(deviceRegion()))} />;
    case 'biometrics':
      return <BiometricsStep {...props} />;
    case 'physicalStats':
      return <PhysicalStatsStep {...props} />;
    case 'weeklyGoal':
      return <WeeklyGoalStep {...props} />;
    case 'register':
      return <RegisterStep back={back} />;
    case 'nutritionPlan':
      return <NutritionPlanStep {...props} />;
    case 'cycleDates':
      return <CycleDatesStep {...props} />;
    case 'cycleLength':
      return <CycleLengthStep {...props} />;
    case 'cycleDetails':
      return <CycleDetailsStep {...props} />;
    case 'loading':
      return <LoadingStep {...props} />;
    case 'tour':
      return <TourStep />;
    default:
      return <QuestionStep step={step} {...props} />;
  }
}

function IntroStep({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <StepFrame onBack={null}>
      <div className="card form intro">
        <h1>{t('full.intro.title')}</h1>
        <p>{t('full.intro.subtitle')}</p>
        <div className="actions">
          <Link to="/login" className="button button-secondary">
            {t('full.intro.logIn')}
          </Link>
          <button type="button" className="button button-primary" onClick={onStart}>
            {t('full.intro.start')}
          </button>
        </div>
      </div>
    </StepFrame>
  );
}

/**
 * The goal; a redo can go back. (A self-service customer the paywall blocks never gets here: every
 * screen but the billing issue and My profile sends a blocked account to its billing tab.)
 */
function GoalStep({ draft, next, onLeave }: StepProps & { onLeave: () => void }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const leave = draft.redo
    ? () => {
        onLeave();
        saveDraft(null);
        void navigate({ to: '/profile' });
      }
    : null;
  return (
    <SingleChoice
      name="goal"
      options={GOALS}
      value={draft.goal}
      schema={goalForm}
      label={(goal) => t(`full.goal.options.${goal}.label`)}
      description={(goal) => t(`full.goal.options.${goal}.description`)}
      onNext={(goal) => next({ goal })}
      onBack={leave}
    />
  );
}

/** A one-answer question whose rule is a schema over `{ [name]: value }`. */
function SingleChoice<T extends string>({
  name,
  options,
  value,
  schema,
  label,
  description,
  onNext,
  onBack,
}: {
  name: 'goal' | 'activity';
  options: readonly T[];
  label: (option: T) => string;
  description: (option: T) => string;
  value: T | null;
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
  onNext: (value: T) => void;
  onBack: (() => void) | null;
}) {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<T | null>(value);
  const [error, setError] = useState<string | null>(null);
  return (
    <ChoiceStep
      name={name}
      title={t(`full.${name}.title`)}
      subtitle={t(`full.${name}.subtitle`)}
      options={options}
      multiple={false}
      selected={chosen ? [chosen] : []}
      onToggle={(option) => (setError(null), setChosen(option as T))}
      label={label}
      description={description}
      error={errorText(error) ?? null}
      onBack={onBack}
      onNext={() => {
        const checked = schema.safeParse({ [name]: chosen ?? undefined });
        if (!checked.success) return setError(checked.error!.issues[0]!.message);
        onNext(chosen!);
      }}
    />
  );
}

/** Activity, meal times, diet, intolerances and dislikes: choices kept as they are made, checked on Next. */
function QuestionStep({ step, draft, update, next, back }: StepProps & { step: FullStep }) {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const choices = useSessionFold(dietChoicesSlot, BASE_DIET_CHOICES, undefined);
  const check = (result: { success: boolean; error?: { issues: { message: string }[] } }, then: () => void) => {
    if (!result.success) return setError(result.error!.issues[0]!.message);
    then();
  };
  const common = (question: 'mealTimes' | 'diet' | 'intolerances' | 'dislikes') => ({
    name: question,
    title: t(`full.${question}.title`),
    subtitle: t(`full.${question}.subtitle`),
    error: errorText(error) ?? null,
    onBack: back,
  });

  switch (step) {
    case 'activity':
      return (
        <SingleChoice
          name="activity"
          options={ACTIVITIES}
          value={draft.activity}
          schema={activityForm}
          label={(activity) => t(`full.activity.options.${activity}.label`)}
          description={(activity) => t(`full.activity.options.${activity}.description`)}
          onNext={(activity) => next({ activity })}
          onBack={back}
        />
      );
    case 'mealTimes':
      return (
        <ChoiceStep
          {...common('mealTimes')}
          options={ONBOARDING_MEAL_TIMES}
          multiple
          selected={draft.mealTimes}
          label={(option) => t(`full.mealTimes.options.${option}`)}
          onToggle={(m) => (
            setError(null),
            update({
              mealTimes: draft.mealTimes.includes(m)
                ? draft.mealTimes.filter((x) => x !== m)
                : ONBOARDING_MEAL_TIMES.filter((x) => x === m || draft.mealTimes.includes(x)),
            })
          )}
          onNext={() => check(mealTimesForm.safeParse({ mealTimes: draft.mealTimes }), () => next())}
        />
      );
    case 'diet':
      return (
        <ChoiceStep
          {...common('diet')}
          subtitle={t(choices.dietRequired ? 'full.diet.subtitleRequired' : 'full.diet.subtitle')}
          options={choices.diets}
          multiple={false}
          selected={draft.dietaryPreference ? [draft.dietaryPreference] : []}
          label={(option) => t(`full.diet.options.${option}`)}
          onToggle={(d) => (setError(null), update({ dietaryPreference: toggleSingle(draft.dietaryPreference, d) }))}
          onNext={() =>
            check(dietForm(choices.dietRequired).safeParse({ dietaryPreference: draft.dietaryPreference }), () =>
              next(),
            )
          }
        >
          <DietChangesPlan draft={draft} />
        </ChoiceStep>
      );
    case 'intolerances':
      return (
        <ChoiceStep
          {...common('intolerances')}
          options={INTOLERANCE_CHOICES}
          multiple
          selected={draft.intolerances}
          label={(option) => t(`full.intolerances.options.${option}`)}
          onToggle={(i) => (
            setError(null),
            update({ intolerances: toggleWithExclusive(draft.intolerances, i, 'NO_INTOLERANCE') })
          )}
          onNext={() => check(intolerancesForm.safeParse({ intolerances: draft.intolerances }), () => next())}
        />
      );
    case 'dislikes':
      return (
        <ChoiceStep
          {...common('dislikes')}
          options={choices.dislikes}
          multiple
          selected={draft.dislikes}
          label={(option) => t(`full.dislikes.options.${option}`)}
          onToggle={(d) =>
            update({
              dislikes: draft.dislikes.includes(d) ? draft.dislikes.filter((x) => x !== d) : [...draft.dislikes, d],
            })
          }
          onNext={() => check(dislikesForm.safeParse({ ingredientDislikes: draft.dislikes }), () => next())}
        />
      );
    default:
      return null;
  }
}
