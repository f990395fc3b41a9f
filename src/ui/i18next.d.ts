import 'i18next';
import type enClients from '../../locales/en/clients.json';
import type enOnboarding from '../../locales/en/onboarding.json';
import type { FirstTexts } from './i18n';

// Translation keys are typed from the English files, so a missing key fails the type check.
// Namespaces loaded with their screens (clients, onboarding) are typed too, without joining the first download.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: FirstTexts & { clients: typeof enClients; onboarding: typeof enOnboarding };
  }
}
