import { createLogger, listen, onShutdownSignal } from '@storefront/service-kit';
import { buildGateway } from './app';
import { gatewayConfigFromEnv } from './config';

const log = createLogger('gateway');
const config = gatewayConfigFromEnv();
const listening = await listen(buildGateway({ config, log }), Number(process.env.PORT || 8080), process.env.HOST || '0.0.0.0');
log.info({ port: listening.port, services: config.services }, 'gateway listening');
onShutdownSignal(async () => {
  await listening.close(Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000));
});
