import type { PluginApi } from '../../core/plugins';
import { diaryDayActions, diarySlotActions } from '../../features/diary/slots';
import { copyMeals } from './command';
import { CopyDayAction, CopyMealAction } from './CopyMealsDialog';

export function register(api: PluginApi): () => void {
  const removers = [
    api.addCommands([copyMeals]),
    api.add(diaryDayActions, { id: 'copy-day', value: CopyDayAction }),
    api.add(diarySlotActions, { id: 'copy-meal', value: CopyMealAction }),
  ];
  return () => removers.forEach((remove) => remove());
}
