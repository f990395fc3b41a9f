import { format, parseISO } from 'date-fns';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../../ui/dates';
import { PluginSlot, useSessionFold } from '../../../ui/PluginSlot';
import { diaryDayActions } from '../slots';
import { useProjection, useSession } from '../../../ui/services';
import { usePreviewFrom } from '../../../ui/usePreviewFrom';
import { planningProfileProjection } from '../../profile/planningProfile';
import { dayPlanOf } from '../dayPlan';
import type { MealMoment } from '../mealMoments';
import { dayOf, isEmptyDay, itemsOfMoment, totalsOf } from '../projection';
import { diaryProjection } from '../projection';
import { MealSlot } from './MealSlot';
import { DialogLoading } from '../../../ui/components/Dialog';
import { NoteDialog, QuickAddDialog, preloadDiaryDialogs, preloadNote, preloadQuickAdd } from './diaryDialogs';
import { loadPlannerDay, plannerDayOf, storePlannerDay } from '../week';
import { WeekStrip } from './WeekStrip';
import { DayOverview } from './DayOverview';
import { EmptyDayActions } from './EmptyDayActions';
import { BASE_DIARY_VIEW, diaryViewOptions } from '../viewOptions';
import { useKeepPlannedRecipes } from '../../recipes/detail/useKeepPlannedRecipes';
import { useKeepGroceryFacts } from '../../groceries/screens/useKeepGroceryFacts';
import { CheckInNoticeSlot } from '../../checkIn/screens/CheckInNoticeSlot';
import { numberFormat } from '../../../ui/numberFormat';

/** The diary of `date`, or without one of the planner day kept from the last visit (else today). */
export function DiaryScreen({ date: asked }: { date: string | undefined }) {
  const [opened] = useState(() => plannerDayOf(loadPlannerDay(), new Date()));
  const date = asked ?? opened;
  const { t } = useTranslation('diary');
  const locale = useDateLocale();
  const diary = useProjection(diaryProjection);
  const profile = useProjection(planningProfileProjection);
  // Kept while the profile and the day are, so a mark does not render what only reads the plan.
  const plan = useMemo(() => dayPlanOf(profile, date), [profile, date]);
  const SLOTS = plan.moments;
  const day = dayOf(diary, date);
  const totals = totalsOf(day?.items ?? []);
  // The opener outlives the dialog's closing, so focus can return to it.
  const { user, viewing } = useSession();
  // The note is for coached clients: the viewed client's kind when a coach views one.
  const isDiy = viewing ? viewing.isDiy : user.is_diy;
  const view = useSessionFold(diaryViewOptions, BASE_DIARY_VIEW, undefined);
  const navigate = useNavigate();
  const today = format(new Date(), 'yyyy-MM-dd');
  // A new device shows recent days from a preview while the history arrives: an older day is not empty, but loading.
  const previewFrom = usePreviewFrom();
  const loading = previewFrom !== null && date < previewFrom;
  useEffect(() => storePlannerDay(date, new Date()), [date]);
  useEffect(preloadDiaryDialogs, []);
  // The coming week's planned recipes open offline too, and its grocery list can be made offline.
  useKeepPlannedRecipes();
  useKeepGroceryFacts();
  const select = useCallback((day: string) => void navigate({ to: '/diary', search: { date: day } }), [navigate]);
  const dayActionProps = useMemo(() => ({ date }), [date]);
  const [noteOpener, setNoteOpener] = useState<HTMLElement | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const [quickAdd, setQuickAdd] = useState<{ open: boolean; moment: MealMoment; opener: HTMLElement | null }>({
    open: false,
    moment: SLOTS[0]!,
    opener: null,
  });
  const openQuickAdd = useCallback(
    (moment: MealMoment, opener: HTMLElement) => setQuickAdd({ open: true, moment, opener }),
    [setQuickAdd],
  );
  const closeQuickAdd = useCallback((open: boolean) => setQuickAdd((current) => ({ ...current, open })), [setQuickAdd]);
  // A stable `round` lets an unchanged item skip its render when another one is marked.
  const round = useMemo(() => {
    const number = numberFormat(locale.code, { maximumFractionDigits: 0 });
    return (n: number) => number.format(Math.round(n));
  }, [locale.code]);

  return (
    <div className="screen diary">
      <header className="screen-header diary-header">
        <div>
          <h1>{format(parseISO(date), 'EEEE', { locale })}</h1>
          <p className="muted">{format(parseISO(date), 'PPP', { locale })}</p>
        </div>
        {date === today ? null : (
          <button type="button" className="button button-secondary" onClick={() => select(today)}>
            {t('today')}
          </button>
        )}
      </header>
      <WeekStrip date={date} today={today} diary={diary} onSelect={select} />
      {date === today ? <CheckInNoticeSlot today={today} /> : null}

      {loading ? (
        <p className="card" role="status" aria-busy="true" data-testid="diary-day-loading">
          <span className="spinner" aria-hidden="true" /> {t('olderDayLoading')}
        </p>
      ) : (
        <>
          {/* The day at a glance: above the meals on a phone, beside them on a wide screen (styles.css). */}
          <div className="diary-aside">
            <DayOverview date={date} totals={totals} plan={plan} view={view} />
            {isEmptyDay(day) && view.itemsEditable ? <EmptyDayActions date={date} plan={plan} /> : null}
            {user.organisation.custom_notes_message ? (
              <p className="card custom-notes">{user.organisation.custom_notes_message}</p>
            ) : null}
          </div>

          <div className="diary-meals">
            {SLOTS.map((moment) => (
              <MealSlot
                key={moment}
                date={date}
                moment={moment}
                items={itemsOfMoment(day, moment)}
                targetKcal={plan.slots[moment]?.kcal}
                foods={diary.foods}
                round={round}
                view={view}
                onQuickAdd={openQuickAdd}
              />
            ))}

            {day?.note || !isDiy ? (
              <section className="card note" aria-labelledby="day-note">
                <h2 id="day-note">{t('note.title')}</h2>
                {day?.note ? <p className="note-text">{day.note}</p> : null}
                {/* Self-service users keep no notes for a coach (3-daily-use.txt section 2). */}
                {isDiy ? null : (
                  <button
                    type="button"
                    className="button button-link"
                    {...preloadNote}
                    onClick={(e) => {
                      setNoteOpener(e.currentTarget);
                      setNoteOpen(true);
                    }}
                  >
                    {day?.note ? t('note.edit') : t('note.add')}
                  </button>
                )}
              </section>
            ) : null}

            {view.itemsEditable && date >= today && day?.items.some((item) => item.status === 'PLANNED') ? (
              <p className="finish-planning-link">
                <Link to="/groceries/finish" className="button button-secondary">
                  {t('finishPlanning')}
                </Link>
              </p>
            ) : null}

            <PluginSlot slot={diaryDayActions} props={dayActionProps} />
          </div>
        </>
      )}

      {view.addButton && !loading ? (
        <button
          type="button"
          className="fab"
          {...preloadQuickAdd}
          onClick={(e) => setQuickAdd({ open: true, moment: SLOTS[0]!, opener: e.currentTarget })}
          aria-label={t('quickAdd.open')}
        >
          <span aria-hidden="true">+</span>
        </button>
      ) : null}

      {/* Each dialog's code loads as its opener is first pointed at or focused; mounted once opened. */}
      {noteOpener ? (
        <Suspense fallback={noteOpen ? <DialogLoading title={t('note.title')} /> : null}>
          <NoteDialog
            open={noteOpen}
            onOpenChange={setNoteOpen}
            date={date}
            note={day?.note}
            returnFocusTo={noteOpener}
          />
        </Suspense>
      ) : null}

      {quickAdd.opener ? (
        <Suspense fallback={quickAdd.open ? <DialogLoading title={t('quickAdd.title')} /> : null}>
          <QuickAddDialog
            open={quickAdd.open}
            onOpenChange={closeQuickAdd}
            date={date}
            moments={SLOTS}
            initialMoment={quickAdd.moment}
            returnFocusTo={quickAdd.opener}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
