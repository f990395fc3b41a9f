import type { PluginApi } from '../../core/plugins';
import { CopyDayAction, CopyMealAction } from './CopyMealsDialog';

export function register(api: PluginApi): () => void {
  const removeDay = api.addToSlot('diary.dayActions', { id: 'copy-day', contribution: CopyDayAction });
  const removeMeal = api.addToSlot('diary.slotActions', { id: 'copy-meal', contribution: CopyMealAction });
  return () => {
    removeDay();
    removeMeal();
  };
}
