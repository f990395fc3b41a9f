import { addDays, format, getISODay } from 'date-fns';
import { onboardedAnswers, type Answer } from './people';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** An ISO day `offset` days from today. */
export const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/** Today's weekday as the check-in names it. */
export const todaysWeekday = () => WEEKDAYS[getISODay(new Date()) - 1]!;

/**
 * Four weeks as a device would have pushed them (issue 21): a woman losing weight on the onboarding's
 * rules, 2,000 kcal logged a day and a kilogram lost, so the adaptive expenditure reads 2,275 kcal
 * against the formula's; with `checkInToday` her check-in day is already today.
 */
export function fourWeeksOfHistory(checkInToday: boolean): Answer[] {
  const events: Answer[] = [...onboardedAnswers({ sex: 'FEMALE', age: 34, heightCm: 170, weightKg: 84 })];
  if (checkInToday) events.push({ type: 'CheckInDaySet', payload: { weekday: todaysWeekday() } });
  for (let i = 28; i >= 1; i--) {
    events.push({
      type: 'QuickAddLogged',
      payload: { itemId: `history-meal-${i}`, date: day(-i), mealMoment: 'LUNCH', nutrients: { kcal: 2000 } },
    });
    events.push({
      type: 'MeasurementRecorded',
      payload: {
        measurementId: `history-weight-${i}`,
        type: 'WEIGHT',
        date: day(-i),
        value: Math.round((83 + i / 28) * 100) / 100,
      },
    });
  }
  return events;
}
