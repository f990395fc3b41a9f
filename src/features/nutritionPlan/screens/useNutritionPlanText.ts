import { useTranslation } from 'react-i18next';

/** The wizard's texts, which only coaches download: the feature declares them and its route loads them. */
export const useNutritionPlanText = () => useTranslation('nutritionPlan');
