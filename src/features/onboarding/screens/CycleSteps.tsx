import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CYCLE_LENGTH, menstrualPhase } from '../../../core/nutrition/cycle';
import { CYCLE_LENGTH_NOT_SURE, cycleDatesForm, cycleLengthForm } from '../forms';
import { NextButton, StepError, StepForm, StepFrame, useErrorText, type StepProps } from './StepFrame';

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
/** The calendar looks 14 days ahead, but a future day cannot be chosen (2-onboarding.txt section 5). */
const LOOK_AHEAD_DAYS = 14;
const LENGTHS = Array.from({ length: CYCLE_LENGTH.max - CYCLE_LENGTH.min + 1 }, (_, i) => CYCLE_LENGTH.min + i);

/** The first day of the last period, on a month calendar whose weeks start on Monday. */
export function CycleDatesStep({ draft, update, next, back }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const errorText = useErrorText();
  const today = iso(new Date());
  const chosen = draft.cycle?.lastPeriodStart ?? null;
  const [month, setMonth] = useState(() => startOfMonth(chosen ? new Date(`${chosen}T12:00`) : new Date()));
  const [error, setError] = useState<string | null>(null);
  const lastShown = addDays(new Date(), LOOK_AHEAD_DAYS);
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), { weekStartsOn: 1 }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn: 1 }),
  });
  const weekdayNames = days
    .slice(0, 7)
    .map((d) => new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(d));
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(month);
  const choose = (date: string) => {
    setError(null);
    update({ cycle: { length: draft.cycle?.length ?? CYCLE_LENGTH.default, lastPeriodStart: date } });
  };
  const confirm = () => {
    const checked = cycleDatesForm(today).safeParse({ lastPeriodStart: chosen ?? undefined });
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    next();
  };
  return (
    <StepForm onBack={back} onSubmit={confirm}>
      <h1>{t('full.cycleDates.title')}</h1>
      <p className="muted">{t('full.cycleDates.subtitle')}</p>
      <div className="calendar">
        <div className="calendar-header">
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('full.cycleDates.previousMonth')}
            onClick={() => setMonth((m) => addMonths(m, -1))}
          >
            ‹
          </button>
          <h2 aria-live="polite">{monthName}</h2>
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('full.cycleDates.nextMonth')}
            disabled={isSameMonth(month, lastShown) || month > lastShown}
            onClick={() => setMonth((m) => addMonths(m, 1))}
          >
            ›
          </button>
        </div>
        <table className="calendar-grid">
          <caption className="visually-hidden">{monthName}</caption>
          <thead>
            <tr>
              {weekdayNames.map((name) => (
                <th key={name} scope="col" className="muted small">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: days.length / 7 }, (_, week) => (
              <tr key={week}>
                {days.slice(week * 7, week * 7 + 7).map((day) => {
                  const date = iso(day);
                  return (
                    <td key={date}>
                      {isSameMonth(day, month) && day <= lastShown ? (
                        <button
                          type="button"
                          className="calendar-day"
                          aria-pressed={date === chosen}
                          aria-label={new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(day)}
                          disabled={date > today}
                          onClick={() => choose(date)}
                        >
                          {format(day, 'd')}
                        </button>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StepError message={errorText(error)} />
      <NextButton />
    </StepForm>
  );
}

/** The cycle's length, 21 to 35 days; 'Not sure' stands for 28. */
export function CycleLengthStep({ draft, next, back }: StepProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const [length, setLength] = useState(draft.cycle?.length ?? CYCLE_LENGTH.default);
  const [error, setError] = useState<string | null>(null);
  const go = (value: number) => {
    const checked = cycleLengthForm.safeParse({ cycleLength: value });
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    next({ cycle: { lastPeriodStart: draft.cycle?.lastPeriodStart ?? null, length: value } });
  };
  return (
    <StepForm onBack={back} onSubmit={() => go(length)}>
      <h1>{t('full.cycleLength.title')}</h1>
      <p className="muted">{t('full.cycleLength.subtitle')}</p>
      <div className="field">
        <label htmlFor="cycle-length">{t('full.cycleLength.label')}</label>
        <select id="cycle-length" value={length} onChange={(e) => (setError(null), setLength(Number(e.target.value)))}>
          {LENGTHS.map((days) => (
            <option key={days} value={days}>
              {t('full.cycleLength.days', { count: days })}
            </option>
          ))}
        </select>
      </div>
      <StepError message={errorText(error)} />
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={() => go(CYCLE_LENGTH_NOT_SURE)}>
          {t('full.cycleLength.notSure')}
        </button>
        <button type="submit" className="button button-primary">
          {t('full.next')}
        </button>
      </div>
    </StepForm>
  );
}

const INFO_LINKS = {
  en: 'https://www.nhs.uk/conditions/periods/fertility-in-the-menstrual-cycle/',
  nl: 'https://www.thuisarts.nl/menstruatie',
} as const;

/** Where she is in her cycle today, and what the follicular and luteal phases mean for her plan. */
export function CycleDetailsStep({ draft, next, back }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const today = iso(new Date());
  const now =
    draft.sex && draft.cycle
      ? menstrualPhase({
          sex: draft.sex,
          lastPeriodStart: draft.cycle.lastPeriodStart,
          cycleLength: draft.cycle.length,
          today,
        })
      : null;
  return (
    <StepFrame onBack={back}>
      <div className="card form">
        <h1>{t('full.cycleDetails.title')}</h1>
        {now ? (
          <p className="phase-badge">
            {t('full.cycleDetails.today', { day: now.day, phase: t(`full.cycleDetails.phases.${now.phase}`) })}
          </p>
        ) : null}
        <h2>{t('full.cycleDetails.follicularTitle')}</h2>
        <p>{t('full.cycleDetails.follicular')}</p>
        <h2>{t('full.cycleDetails.lutealTitle')}</h2>
        <p>{t('full.cycleDetails.luteal')}</p>
        <a href={INFO_LINKS[i18n.language === 'nl' ? 'nl' : 'en']} target="_blank" rel="noopener noreferrer">
          {t('full.cycleDetails.moreInfo')}
        </a>
        <div className="actions">
          <button type="button" className="button button-primary" onClick={() => next()}>
            {t('full.next')}
          </button>
        </div>
      </div>
    </StepFrame>
  );
}
