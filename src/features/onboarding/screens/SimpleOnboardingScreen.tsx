import { useNavigate } from '@tanstack/react-router';
import { addDays, format } from 'date-fns';
import { useCallback, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { plannerApi } from '../../../core/api/planner';
import { SIMPLE_ALLERGENS } from '../../../core/catalogue/vocabulary';
import { useDispatch, useProjection, useServices, useSession } from '../../../ui/services';
import { planningProfileProjection } from '../../profile/planningProfile';
import {
  allergensForm,
  COOKING_STYLES,
  cookingStylesForm,
  MOTIVATIONS,
  motivationForm,
  SIMPLE_DIETS,
  SIMPLE_MEAL_TIMES,
  simpleDietForm,
  simpleMealTimesForm,
} from '../forms';
import { toggleUpTo, toggleWithExclusive } from '../selections';
import { completeSimpleOnboarding, firstSimpleWeekRequest } from '../simpleCommands';
import { loadSimpleDraft, saveSimpleDraft, type SimpleDraft } from '../simpleDraft';
import { StepError, useErrorText } from './StepFrame';
import { WelcomeVideo } from './WelcomeVideo';

type Draft = SimpleDraft;

/** The five questions in order: what each asks, its options, one or several answers, and its rule. */
const STEPS = [
  {
    id: 'motivation',
    options: MOTIVATIONS,
    multiple: false,
    schema: motivationForm,
    value: (d: Draft) => ({ motivation: d.motivation ?? undefined }),
  },
  {
    id: 'cookingStyles',
    options: COOKING_STYLES,
    multiple: true,
    schema: cookingStylesForm,
    value: (d: Draft) => ({ cookingStyles: d.cookingStyles }),
  },
  {
    id: 'diet',
    options: SIMPLE_DIETS,
    multiple: false,
    schema: simpleDietForm,
    value: (d: Draft) => ({ diet: d.diet ?? undefined }),
  },
  {
    id: 'allergens',
    options: ['NONE', ...SIMPLE_ALLERGENS] as const,
    multiple: true,
    schema: allergensForm,
    value: (d: Draft) => ({ allergens: d.allergens }),
  },
  {
    id: 'mealTimes',
    options: SIMPLE_MEAL_TIMES,
    multiple: true,
    schema: simpleMealTimesForm,
    value: (d: Draft) => ({ mealTimes: d.mealTimes }),
  },
] as const;

/** A step's options with their labels: each step's keys are typed by its own options. */
function choicesOf(step: (typeof STEPS)[number], t: TFunction<'onboarding'>): { option: string; label: string }[] {
  switch (step.id) {
    case 'motivation':
      return step.options.map((option) => ({ option, label: t(`simple.motivation.options.${option}`) }));
    case 'cookingStyles':
      return step.options.map((option) => ({ option, label: t(`simple.cookingStyles.options.${option}`) }));
    case 'diet':
      return step.options.map((option) => ({ option, label: t(`simple.diet.options.${option}`) }));
    case 'allergens':
      return step.options.map((option) => ({ option, label: t(`simple.allergens.options.${option}`) }));
    case 'mealTimes':
      return step.options.map((option) => ({ option, label: t(`simple.mealTimes.options.${option}`) }));
  }
}

export function SimpleOnboardingScreen() {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const session = useSession();
  const { api } = useServices();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const profile = useProjection(planningProfileProjection);
  const [draft, setDraft] = useState<Draft>(() => loadSimpleDraft());
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'asking' | 'saving' | 'failed'>('asking');

  useEffect(() => saveSimpleDraft(draft), [draft]);
  // Done on another device: the answers arrive by sync.
  useEffect(() => {
    if (profile.simple && phase === 'asking') void navigate({ to: '/diary' });
  }, [profile.simple, phase, navigate]);

  const { welcome_video, welcome_video_enabled } = session.user.organisation;
  const finishVideo = useCallback(() => setDraft((d) => ({ ...d, videoDone: true })), []);
  if (welcome_video_enabled && welcome_video && !draft.videoDone && draft.step === 0 && phase === 'asking')
    return <WelcomeVideo src={welcome_video} onDone={finishVideo} />;

  const step = STEPS[draft.step]!;
  const chosen: readonly string[] =
    step.id === 'motivation'
      ? draft.motivation
        ? [draft.motivation]
        : []
      : step.id === 'diet'
        ? draft.diet
          ? [draft.diet]
          : []
        : draft[step.id];

  const choose = (option: string) => {
    setError(null);
    setDraft((d) => {
      switch (step.id) {
        case 'motivation':
          return { ...d, motivation: option };
        case 'diet':
          return { ...d, diet: option };
        case 'cookingStyles':
          return { ...d, cookingStyles: toggleUpTo(d.cookingStyles, option, 2) };
        case 'allergens':
          return { ...d, allergens: toggleWithExclusive(d.allergens, option, 'NONE') };
        case 'mealTimes':
          return {
            ...d,
            mealTimes: d.mealTimes.includes(option)
              ? d.mealTimes.filter((m) => m !== option)
              : [...d.mealTimes, option],
          };
      }
    });
  };

  const finish = async () => {
    setPhase('saving');
    // Each screen checked its answer; the kept draft is read back as the command's payload.
    const answers = completeSimpleOnboarding.schema.safeParse(simpleAnswers(draft));
    const result = answers.success ? await dispatch(completeSimpleOnboarding.create(answers.data)) : { ok: false };
    if (!result.ok) {
      setPhase('failed');
      return;
    }
    try {
      // The server plans from the stream: the answers must be there first.
      await session.sync.syncNow();
      const today = new Date();
      const { path, body } = firstSimpleWeekRequest(
        format(today, 'yyyy-MM-dd'),
        format(addDays(today, 6), 'yyyy-MM-dd'),
      );
      await api.call(path, plannerApi.autoPlanSimpleRecipes, { body });
      saveSimpleDraft(null);
      await navigate({ to: '/diary' });
    } catch {
      setPhase('failed');
    }
  };

  const next = () => {
    const checked = step.schema.safeParse(step.value(draft));
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    if (draft.step === STEPS.length - 1) void finish();
    else setDraft((d) => ({ ...d, step: d.step + 1 }));
  };

  if (phase !== 'asking') {
    return (
      <div className="screen onboarding" aria-live="polite">
        <h1>{phase === 'saving' ? t('simple.loading') : t('simple.failed')}</h1>
        {phase === 'failed' ? (
          <div className="actions">
            <button type="button" className="button button-primary" onClick={() => void finish()}>
              {t('simple.retry')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => void navigate({ to: '/diary' })}>
              {t('simple.skip')}
            </button>
          </div>
        ) : (
          <p className="muted">{t('simple.loadingDetail')}</p>
        )}
      </div>
    );
  }

  return (
    <div className="screen onboarding">
      <p className="muted small">{t('simple.progress', { step: draft.step + 1, of: STEPS.length })}</p>
      <form
        className="card form"
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        <fieldset className="choices" aria-describedby={error ? 'step-error' : undefined}>
          <legend>
            <h1>{t(`simple.${step.id}.title`)}</h1>
          </legend>
          {choicesOf(step, t).map(({ option, label }) => (
            <label key={option} className="choice">
              <input
                type={step.multiple ? 'checkbox' : 'radio'}
                name={step.id}
                value={option}
                checked={chosen.includes(option)}
                onChange={() => choose(option)}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <StepError id="step-error" message={errorText(error)} />
        <div className="actions">
          {draft.step > 0 ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setDraft((d) => ({ ...d, step: d.step - 1 }))}
            >
              {t('simple.back')}
            </button>
          ) : null}
          <button type="submit" className="button button-primary">
            {draft.step === STEPS.length - 1 ? t('simple.finish') : t('simple.next')}
          </button>
        </div>
      </form>
    </div>
  );
}

const simpleAnswers = (d: Draft) => ({
  motivation: d.motivation,
  cookingStyles: d.cookingStyles,
  diet: d.diet,
  allergens: d.allergens,
  mealTimes: d.mealTimes,
});
