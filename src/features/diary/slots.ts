import type { ComponentType } from 'react';
import { listSlot } from '../../core/plugins';
import type { MealMoment } from './mealMoments';

/** The diary's extension points: what plugins may add to a day and to a meal slot. */
export const diaryDayActions = listSlot<ComponentType<{ date: string }>>('diary.dayActions');
export const diarySlotActions = listSlot<ComponentType<{ date: string; moment: MealMoment }>>('diary.slotActions');
