import { useTranslation } from 'react-i18next';

/** The intake screens' texts, which only coaches download: the intake feature declares them. */
export const useIntakeText = () => useTranslation('intake');
