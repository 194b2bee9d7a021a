export { createPaymentSandbox, PAGES_PATH, type PaymentSandbox, type SandboxOptions } from './app';
export { signPayload } from './webhooks';
export { DEFAULT_REFUND_DELAY_MS, type PaymentLedger, type SandboxPayment, type SandboxRefund } from './payments';
export { SandboxSettings } from './config';
