import { createLogger, listen, onShutdownSignal, settingsOrExit } from '@storefront/service-kit';
import { buildGateway } from './app';
import { readGatewayConfig } from './config';

const { settings, config } = settingsOrExit('The gateway', () => readGatewayConfig());
const log = createLogger('gateway', settings.LOG_LEVEL);
const listening = await listen(buildGateway({ config, log }), settings.PORT, settings.HOST);
log.info({ port: listening.port, services: config.services }, 'gateway listening');
onShutdownSignal(async () => {
  await listening.close(settings.SHUTDOWN_TIMEOUT_MS);
});
