export { createPaymentSandbox, PAGES_PATH, type PaymentSandbox, type SandboxOptions } from './app';
export { signPayload } from './webhooks';
