// What only some services are told on Kubernetes (their src/config.ts), besides what every service is and
// where the services it calls are (workloads.ts, from the topology). A new service needs nothing here
// unless it has settings of its own.
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import { SERVICE_PORT, type ServiceName } from '../topology';
import { type Render, fromSecret } from './context';

const catalogImages = (r: Render): IEnvVar[] => {
  const { bucket, region, endpoint } = r.config.images;
  if (!bucket) return [{ name: 'IMAGES_DIR', value: '/images' }];
  return [
    { name: 'IMAGES_BUCKET', value: bucket },
    ...(region ? [{ name: 'IMAGES_S3_REGION', value: region }] : []),
    ...(endpoint ? [{ name: 'IMAGES_S3_ENDPOINT', value: endpoint }] : []),
    fromSecret('IMAGES_S3_ACCESS_KEY_ID', 'catalog-images', 'IMAGES_S3_ACCESS_KEY_ID', true),
    fromSecret('IMAGES_S3_SECRET_ACCESS_KEY', 'catalog-images', 'IMAGES_S3_SECRET_ACCESS_KEY', true),
  ];
};

const SETTINGS: Partial<Record<ServiceName, (r: Render) => IEnvVar[]>> = {
  users: (r) => [
    { name: 'AUTH_PRIVATE_KEY_FILE', value: '/run/keys/private/session-private.pem' },
    { name: 'ADMIN_EMAIL', value: r.config.adminEmail },
    fromSecret('ADMIN_PASSWORD', 'users', 'ADMIN_PASSWORD', true),
    { name: 'COOKIE_SECURE', value: String(r.config.publicUrl.protocol === 'https:') },
    { name: 'PUBLIC_URL', value: r.config.publicUrl.origin },
  ],
  catalog: catalogImages,
  cart: (r) => [{ name: 'COOKIE_SECURE', value: String(r.config.publicUrl.protocol === 'https:') }],
  // Card payments: the payment sandbox's webhooks with PAYMENT_SANDBOX, else Stripe.
  orders: (r) => [
    { name: 'COOKIE_SECURE', value: String(r.config.publicUrl.protocol === 'https:') },
    { name: 'PUBLIC_URL', value: r.config.publicUrl.origin },
    ...(r.config.paymentSandbox ? [] : [fromSecret('STRIPE_SECRET_KEY', 'payments')]),
    fromSecret('STRIPE_WEBHOOK_SECRET', 'payments'),
    ...r.config.taxRegistrations,
  ],
  support: (r) => [
    ...(r.config.supportInbox ? [{ name: 'SUPPORT_INBOX', value: r.config.supportInbox }] : []),
    ...r.config.taxRegistrations,
    fromSecret('SMTP_URL', 'support', 'SMTP_URL', true),
  ],
  'payment-sandbox': () => [
    { name: 'SANDBOX_WEBHOOK_URL', value: `http://orders:${SERVICE_PORT}/api/payments/webhook` },
    fromSecret('STRIPE_WEBHOOK_SECRET', 'payments'),
  ],
};

/** The settings only this service has. */
export const serviceSettings = (r: Render, name: ServiceName): IEnvVar[] => SETTINGS[name]?.(r) ?? [];
