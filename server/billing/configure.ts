import { manualProvider, type BillingProvider } from './provider';
import { billingSettingsOf, type BillingSettings } from './settings';
import { stripeProvider } from './stripeProvider';

/** Billing as the environment configures it: its settings and the provider they name. */
export function billingOf(env: Record<string, string | undefined>): {
  settings: BillingSettings;
  provider: BillingProvider;
} {
  const settings = billingSettingsOf(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  return { settings, provider: settings.stripe ? stripeProvider(settings.stripe) : manualProvider };
}
