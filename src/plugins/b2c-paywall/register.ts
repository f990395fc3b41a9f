import type { PluginApi } from '../../core/plugins';
import { billingActionsSlot } from '../../features/billing/billingScreen';
import { SubscribeButton } from './SubscribeButton';

/**
 * The B2C paywall (1-shell.txt section 4). Who it blocks is the server's decision (migration 016
 * reads this plugin's flag); on the billing-issue screen the plugin offers the way in: subscribing.
 */
export const register = (api: PluginApi): (() => void) =>
  api.add(billingActionsSlot, { id: 'subscribe', value: SubscribeButton });
