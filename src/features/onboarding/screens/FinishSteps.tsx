import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plannerApi } from '../../../core/api/planner';
import { TourIcon } from './TourIcon';
import { useDispatch, useServices, useSession } from '../../../ui/services';
import { planShortfallOf } from '../../diary/planShortfall';
import { saveAccountUnits } from '../../profile/accountUnits';
import { completeOnboarding, firstWeekPlanRequest } from '../commands';
import { answersOf, saveDraft } from '../fullDraft';
import { StepFrame, type StepProps } from './StepFrame';

/** The loading messages and the tour's slides, by their keys in onboarding.json. */
const MESSAGE_KEYS = ['0', '1', '2', '3'] as const;
const MESSAGE_COUNT = MESSAGE_KEYS.length;
const MESSAGE_MS = 3_000;
/** The loading screen stays at least 3 to 4 seconds, plus one (2-onboarding.txt section 4). */
const minimumWait = () => 3_000 + Math.random() * 1_000 + 1_000;

/**
 * The final save while the interstitial runs: the profile and meal plan as events, then the first
 * week planned by the server from them. A failure shows an error with retry and skip; retry
 * repeats only what has not succeeded.
 */
export function LoadingStep({ draft, next }: StepProps) {
  const { t } = useTranslation('onboarding');
  const session = useSession();
  const { api, alerts } = useServices();
  const { t: tCommon } = useTranslation('common');
  const dispatch = useDispatch();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<'running' | 'saveFailed' | 'planFailed'>('running');
  const saved = useRef(false);

  useEffect(() => {
    let cancelled = false;
    const done = new Promise((resolve) => setTimeout(resolve, minimumWait()));
    const run = async () => {
      if (!saved.current) {
        const answers = answersOf(draft);
        const result = answers ? await dispatch(completeOnboarding.create(answers)) : null;
        if (!result?.ok) throw new Error('the answers could not be saved');
        saved.current = true;
        // The account's units follow the weight unit chosen (pounds and stones are imperial), so
        // every screen after the onboarding shows the units the person answered in. Offline it waits for My profile.
        const imperial = draft.weight.unit !== 'KILOGRAMS';
        if (imperial !== session.user.uses_imperial_measurements)
          await saveAccountUnits(api, queryClient, imperial).catch((error: unknown) =>
            console.warn('the units could not be saved on the account', error),
          );
      }
      const request = firstWeekPlanRequest(format(new Date(), 'yyyy-MM-dd'), session.user.organisation);
      if (request) {
        // The server plans from the stream: the answers must be there first.
        await session.sync.syncNow();
        const answer = await api.call(request.path, plannerApi.autoPlanDays, { body: request.body });
        await session.sync.syncNow();
        const shortfall = planShortfallOf(answer);
        if (shortfall) alerts.raise({ text: tCommon(`planShortfall.${shortfall.reason}`, { count: shortfall.count }) });
      }
      await done;
    };
    run().then(
      () => !cancelled && next(),
      (error: unknown) => {
        console.warn('onboarding save failed', error);
        if (!cancelled) setOutcome(saved.current ? 'planFailed' : 'saveFailed');
      },
    );
    return () => {
      cancelled = true;
    };
    // One run per attempt: a refetched user or a re-render must not plan the week twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  useEffect(() => {
    if (outcome !== 'running') return;
    const timer = setInterval(() => setMessage((m) => (m + 1) % MESSAGE_COUNT), MESSAGE_MS);
    return () => clearInterval(timer);
  }, [outcome]);

  if (outcome !== 'running') {
    return (
      <StepFrame onBack={null}>
        <div className="card form" role="alert">
          <h1>{t('full.loading.errorTitle')}</h1>
          <p>{t(`full.loading.${outcome}`)}</p>
          <div className="actions">
            <button type="button" className="button button-secondary" onClick={() => next()}>
              {t('full.loading.skip')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => (setOutcome('running'), setAttempt((a) => a + 1))}
            >
              {t('full.loading.retry')}
            </button>
          </div>
        </div>
      </StepFrame>
    );
  }
  return (
    <StepFrame onBack={null}>
      <div className="card loading-card" aria-busy="true">
        <span className="spinner large" aria-hidden="true" />
        <h1>{t('full.loading.title')}</h1>
        <p aria-live="polite">{t(`full.loading.messages.${MESSAGE_KEYS[message]!}`)}</p>
      </div>
    </StepFrame>
  );
}

const SLIDE_KEYS = ['0', '1', '2', '3'] as const;
const SLIDES = SLIDE_KEYS.length;

/** Four slides; the button starts the tour, moves on, and on the last slide opens the diary. */
export function TourStep() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [slide, setSlide] = useState(0);
  const last = slide === SLIDES - 1;
  const proceed = () => {
    saveDraft(null);
    void navigate({ to: '/diary' });
  };
  return (
    <StepFrame onBack={null}>
      <section className="card tour" aria-roledescription={t('full.tour.carousel')} aria-label={t('full.tour.label')}>
        <div className="tour-slide" aria-live="polite">
          <span className="tour-icon">
            <TourIcon slide={slide} />
          </span>
          <h1>{t(`full.tour.slides.${SLIDE_KEYS[slide]!}.title`)}</h1>
          <p>{t(`full.tour.slides.${SLIDE_KEYS[slide]!}.description`)}</p>
        </div>
        <div className="tour-nav">
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('full.tour.previous')}
            disabled={slide === 0}
            onClick={() => setSlide((s) => s - 1)}
          >
            ‹
          </button>
          <ol className="tour-dots" aria-label={t('full.tour.position', { slide: slide + 1, of: SLIDES })}>
            {Array.from({ length: SLIDES }, (_, i) => (
              <li key={i} className={i === slide ? 'active' : undefined} aria-hidden="true" />
            ))}
          </ol>
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('full.tour.nextSlide')}
            disabled={last}
            onClick={() => setSlide((s) => s + 1)}
          >
            ›
          </button>
        </div>
        <div className="actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => (last ? proceed() : setSlide((s) => s + 1))}
          >
            {slide === 0 ? t('full.tour.start') : last ? t('full.tour.proceed') : t('full.next')}
          </button>
        </div>
      </section>
    </StepFrame>
  );
}
