/** The meal plan that breakfast, lunch and dinner get from the allocation rule: 30, 30 and 40. */
export const BREAKFAST_LUNCH_DINNER_SIZES = [
  { moment: 'BREAKFAST', enabled: true, size: 30 },
  { moment: 'MORNING_SNACK', enabled: false, size: 0 },
  { moment: 'LUNCH', enabled: true, size: 30 },
  { moment: 'AFTERNOON_SNACK', enabled: false, size: 0 },
  { moment: 'DINNER', enabled: true, size: 40 },
  { moment: 'SNACK', enabled: false, size: 0 },
  { moment: 'LATE_SNACK', enabled: false, size: 0 },
] as const;
