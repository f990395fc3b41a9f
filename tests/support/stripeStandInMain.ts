import { startStripeStandIn } from './stripeStandIn';

/** The Stripe stand-in as a process of its own, for the journeys' server (playwright.config.ts). */
const port = Number(process.env.STAND_IN_PORT);
const standIn = await startStripeStandIn({
  port,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
  noticesUrl: process.env.NOTICES_URL ?? '',
});
console.log(`Stripe stand-in at ${standIn.url}`);
process.once('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
