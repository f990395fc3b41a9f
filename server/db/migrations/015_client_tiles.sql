-- The clients overview's tiles read each client's plan from their stream (server/clients/routes.ts):
-- the few plan events of a stream by index, without walking its diary.
create index events_plan_events on events (stream)
  where type in ('DayPlanSaved', 'NutritionProfileSet', 'MealPlanSet');
