import { createLogger, listen, onShutdownSignal, settingsOrExit } from '@storefront/service-kit';
import { createPaymentSandbox } from './app';
import { readSandboxSettings } from './config';

const settings = settingsOrExit('The payment sandbox', () => readSandboxSettings());
const log = createLogger('payment-sandbox', settings.LOG_LEVEL);
const sandbox = createPaymentSandbox({
  apiKey: settings.SANDBOX_API_KEY,
  webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
  webhookUrl: settings.SANDBOX_WEBHOOK_URL,
  refundDelayMs: settings.SANDBOX_REFUND_DELAY_MS,
  retryScheduleMs: settings.SANDBOX_WEBHOOK_RETRY_SCHEDULE_MS,
  log,
});
const listening = await listen(sandbox.app, settings.PORT, settings.HOST);
log.info({ port: listening.port }, 'payment sandbox listening (test payments only: no money moves)');
onShutdownSignal(async () => {
  sandbox.stop();
  await listening.close(settings.SHUTDOWN_TIMEOUT_MS, settings.SHUTDOWN_DRAIN_MS);
});
