import { defineFeature } from '../../core/feature';
import { defineRoute } from '../../ui/route';

/**
 * Billing (1-shell.txt sections 2 and 4): the billing-issue tab of a blocked account, the coach
 * trial's sign-up and checkout results, and the referral programme. Who is blocked is the server's
 * decision (the current user's billing_issue); these screens say what to do about it.
 */
export const billingFeature = defineFeature({
  id: 'billing',
  routes: [
    defineRoute({
      path: '/billing',
      access: 'signedIn',
      whenBlocked: true,
      title: 'billing:issue.title',
      screen: () => import('./screens/BillingIssueScreen').then((m) => m.BillingIssueScreen),
    }),
    defineRoute({
      path: '/trial',
      access: 'public',
      bare: true,
      search: () => import('./trialSearch').then((m) => m.trialSearch),
      title: 'billing:trial.title',
      screen: () => import('./screens/TrialSignupScreen').then((m) => m.TrialSignupScreen),
    }),
    defineRoute({
      path: '/checkout/success',
      access: 'public',
      bare: true,
      title: 'billing:checkout.successTitle',
      screen: () => import('./screens/CheckoutResultScreen').then((m) => m.CheckoutSuccessScreen),
    }),
    defineRoute({
      path: '/checkout/failure',
      access: 'public',
      bare: true,
      title: 'billing:checkout.failureTitle',
      screen: () => import('./screens/CheckoutResultScreen').then((m) => m.CheckoutFailureScreen),
    }),
    defineRoute({
      path: '/referrals',
      access: 'coach',
      title: 'billing:referrals.title',
      screen: () => import('./screens/ReferralsScreen').then((m) => m.ReferralsScreen),
    }),
  ],
  tab: {
    id: 'billing',
    path: '/billing',
    // A card.
    icon: 'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm2 2v2h14V8zm0 6v4h14v-4zm2 1h4v2H7z',
    label: 'common:tabs.billing',
  },
  texts: {
    namespace: 'billing',
    load: {
      en: () => import('../../../locales/en/billing.json'),
      nl: () => import('../../../locales/nl/billing.json'),
    },
  },
});
