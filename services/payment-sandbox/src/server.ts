import { createLogger, listen, onShutdownSignal } from '@storefront/service-kit';
import { createPaymentSandbox } from './app';

const log = createLogger('payment-sandbox');
const secret = process.env.STRIPE_WEBHOOK_SECRET;
if (!secret) {
  log.fatal('STRIPE_WEBHOOK_SECRET is not set: the sandbox signs its webhooks with it (the orders service needs the same value).');
  process.exit(2);
}
const webhookUrl = process.env.SANDBOX_WEBHOOK_URL;
if (!webhookUrl) {
  log.fatal('SANDBOX_WEBHOOK_URL is not set: where the sandbox sends payment webhooks (the orders service\'s /api/payments/webhook, e.g. http://orders:3000/api/payments/webhook).');
  process.exit(2);
}
const sandbox = createPaymentSandbox({
  apiKey: process.env.SANDBOX_API_KEY || 'sk_test_sandbox',
  webhookSecret: secret,
  webhookUrl,
  log,
});
const listening = await listen(sandbox.app, Number(process.env.PORT || 3000), process.env.HOST || '0.0.0.0');
log.info({ port: listening.port }, 'payment sandbox listening (test payments only: no money moves)');
onShutdownSignal(async () => {
  sandbox.stop();
  await listening.close();
});
