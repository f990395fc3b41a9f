import { format, parseISO } from 'date-fns';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../../ui/dates';
import { dayOf, type DiaryState } from '../projection';
import { shiftWeek, swipeWeeks, weekOf } from '../week';

/**
 * The week of the selected day, Monday first: a day is chosen by a tap; the arrows or a swipe
 * change the week, keeping the weekday. Days with something in the diary carry a dot.
 */
const hasItems = (diary: DiaryState, day: string) => (dayOf(diary, day)?.items.length ?? 0) > 0;

/** The same strip: a mark changes the diary, rarely which days of the week have items (their dots). */
const sameStrip = (a: WeekStripProps, b: WeekStripProps) =>
  a.date === b.date &&
  a.today === b.today &&
  a.onSelect === b.onSelect &&
  (a.diary === b.diary || weekOf(b.date).every((day) => hasItems(a.diary, day) === hasItems(b.diary, day)));

interface WeekStripProps {
  date: string;
  today: string;
  diary: DiaryState;
  onSelect: (date: string) => void;
}

export const WeekStrip = memo(function WeekStrip({ date, today, diary, onSelect }: WeekStripProps) {
  const { t } = useTranslation('diary');
  const locale = useDateLocale();
  const start = useRef<{ x: number; at: number } | null>(null);
  const days = weekOf(date);
  const range = `${format(parseISO(days[0]!), 'd MMM', { locale })} – ${format(parseISO(days[6]!), 'd MMM', { locale })}`;

  return (
    <nav
      className="week-strip"
      aria-label={t('week.label', { range })}
      onPointerDown={(e) => {
        if (e.pointerType !== 'mouse') start.current = { x: e.clientX, at: e.timeStamp };
      }}
      onPointerUp={(e) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const weeks = swipeWeeks(e.clientX - from.x, e.timeStamp - from.at);
        if (weeks !== 0) onSelect(shiftWeek(date, weeks));
      }}
      onPointerCancel={() => (start.current = null)}
    >
      <button
        type="button"
        className="icon-button week-arrow"
        aria-label={t('week.previous')}
        onClick={() => onSelect(shiftWeek(date, -1))}
      >
        ‹
      </button>
      <ol className="week-days">
        {days.map((day) => {
          const d = parseISO(day);
          const label = format(d, 'EEEE d MMMM', { locale });
          return (
            <li key={day}>
              <button
                type="button"
                className={`week-day${day === date ? ' selected' : ''}${day === today ? ' today' : ''}`}
                aria-current={day === date ? 'date' : undefined}
                onClick={() => onSelect(day)}
              >
                <span className="week-day-name" aria-hidden="true">
                  {format(d, 'EEEEEE', { locale })}
                </span>
                <span className="week-day-number" aria-hidden="true">
                  {format(d, 'd')}
                </span>
                <span className={`week-day-dot${hasItems(diary, day) ? ' filled' : ''}`} aria-hidden="true" />
                {/* The name in full as text, not as aria-label: a label must contain what the button shows (WCAG 2.5.3). */}
                <span className="visually-hidden">{day === today ? `${label}, ${t('today')}` : label}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="icon-button week-arrow"
        aria-label={t('week.next')}
        onClick={() => onSelect(shiftWeek(date, 1))}
      >
        ›
      </button>
    </nav>
  );
}, sameStrip);
