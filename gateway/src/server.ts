import { createLogger, listen, onShutdownSignal, settingsOrExit, startTracing, tracingConfigOf } from '@storefront/service-kit';
import { createGateway } from './app';
import { readGatewayConfig } from './config';

const { settings, config } = settingsOrExit('The gateway', () => readGatewayConfig());
const log = createLogger('gateway', settings.LOG_LEVEL);
// Before the app is made: it mounts its span middleware only when tracing is on. The file exporter
// writes ./traces.jsonl unless OTEL_TRACES_FILE says where (the gateway keeps no data folder).
const tracing = startTracing(tracingConfigOf(settings, process.cwd()));
let accepting = true;
const gateway = createGateway({ config, log, isAcceptingWork: () => accepting });
const listening = await listen(gateway.app, settings.PORT, settings.HOST);
const admin = await listen(gateway.admin, settings.ADMIN_PORT, settings.HOST);
log.info({ port: listening.port, adminPort: admin.port, services: config.services }, 'gateway listening');
onShutdownSignal(async () => {
  accepting = false; // /readyz answers 503 from now on
  // Browsers and the ingress keep connections alive: they are told to leave before it stops listening.
  await listening.close(settings.SHUTDOWN_TIMEOUT_MS, settings.SHUTDOWN_DRAIN_MS);
  await admin.close(1000);
  gateway.close();
  await tracing.stop();
});
