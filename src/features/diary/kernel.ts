import { defineFeatureKernel } from '../../core/feature';
import { diaryCommands } from './commands';
import { diaryEvents } from './events';
import { ownFoodCommands } from './ownFoods/commands';
import { ownFoodEvents } from './ownFoods/events';
import { ownFoodsProjection } from './ownFoods/projection';
import { diaryProjection } from './projection';
import { recentFoodsProjection } from './recentFoods';

/** The diary slice's events, deciders and read models: loaded by a session, not with the shell. */
export const diaryKernel = defineFeatureKernel({
  id: 'diary',
  events: [...diaryEvents, ...ownFoodEvents],
  commands: [...diaryCommands, ...ownFoodCommands],
  projections: [diaryProjection, recentFoodsProjection, ownFoodsProjection],
  // An item's later events name it, not its day: they are dated by the event that made the item.
  dated: {
    DayStarted: { field: 'date' },
    FoodLogged: { field: 'date' },
    QuickAddLogged: { field: 'date' },
    MealPlanned: { field: 'date' },
    DayNoteSet: { field: 'date' },
    FoodAmountChanged: { item: 'itemId' },
    MealPortionsChanged: { item: 'itemId' },
    PlannedMealRemoved: { item: 'itemId' },
    DiaryItemMarked: { item: 'itemId' },
    OwnFoodCreated: false,
  },
});
