import { useTranslation } from 'react-i18next';
import en from '../../../../locales/en/clients.json';
import nl from '../../../../locales/nl/clients.json';
import { useLazyText } from '../../../ui/lazyText';

/** The coach screens' texts, which only coaches download. */
export function useClientsText() {
  useLazyText('clients', { en, nl });
  return useTranslation('clients');
}
