import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/**
 * The weekly check-in (issue 21): targets re-read from the adaptive expenditure. The person's card
 * sits on My progress; the coach reviews a client's on its own page, in the client's session
 * (view-as mode) like the nutrition-plan wizard. Both screens are lazy.
 */
export const checkInFeature = defineFeature({
  id: 'checkIn',
  routes: [
    defineRoute({
      path: '/check-in',
      access: 'signedIn',
      title: 'checkIn:card.title',
      screen: () => import('./screens/CheckInScreen').then((m) => m.CheckInScreen),
    }),
    defineRoute({
      path: '/clients/$clientId/check-in',
      access: 'signedIn',
      title: 'checkIn:coach.title',
      params: () => import('./search').then((m) => m.checkInParams),
      bare: true,
      screen: () => import('./screens/CoachCheckInRoute').then((m) => m.CoachCheckInRoute),
    }),
  ],
  texts: {
    namespace: 'checkIn',
    load: {
      en: () => import('../../../locales/en/checkIn.json'),
      nl: () => import('../../../locales/nl/checkIn.json'),
    },
  },
});
