import { useTranslation } from 'react-i18next';

/** The coach screens' texts, which only coaches download: the clients feature declares them, and its routes load them with the screens. */
export const useClientsText = () => useTranslation('clients');
