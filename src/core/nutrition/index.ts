export * from './profile';
export * from './energy';
export * from './goals';
export * from './macros';
export * from './dailyTargets';
export * from './mealSizes';
export * from './cycle';
export * from './units';
