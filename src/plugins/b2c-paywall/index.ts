import { definePlugin } from '../../core/plugins';

/** The B2C paywall (FF_B2C_PAYWALL): a self-service customer of an organisation that sells a product needs a paid subscription. */
export const b2cPaywallPlugin = definePlugin({
  id: 'b2c-paywall',
  flag: 'FF_B2C_PAYWALL',
  isEnabled: ({ flags }) => flags.FF_B2C_PAYWALL,
  load: () => import('./register'),
});
