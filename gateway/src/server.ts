import { createLogger, listen, onShutdownSignal, settingsOrExit, startTracing, tracingConfigOf } from '@storefront/service-kit';
import { RabbitBus } from '@storefront/events';
import { createGateway } from './app';
import { readGatewayConfig } from './config';
import { CatalogueChanges } from './kept-answers';

const { settings, config } = settingsOrExit('The gateway', () => readGatewayConfig());
const log = createLogger('gateway', settings.LOG_LEVEL);
// Before the app is made: it mounts its span middleware only when tracing is on. The file exporter
// writes ./traces.jsonl unless OTEL_TRACES_FILE says where (the gateway keeps no data folder).
const tracing = startTracing(tracingConfigOf(settings, process.cwd()));
let accepting = true;
// With the broker, the catalogue's public answers are kept here and let go of as its changes are
// announced; the gateway starts and serves without it (keeping nothing) while it connects.
const amqpUrl = settings.AMQP_URL;
const changes = amqpUrl ? new CatalogueChanges() : undefined;
// It only listens: it declares none of the services' queues (topology {}).
changes?.connect(
  () => RabbitBus.connect({ url: amqpUrl!, namespace: settings.AMQP_NAMESPACE, connectionName: 'gateway', log, topology: {} }),
  log,
);
const gateway = createGateway({ config, log, changes, isAcceptingWork: () => accepting });
const listening = await listen(gateway.app, settings.PORT, settings.HOST);
const admin = await listen(gateway.admin, settings.ADMIN_PORT, settings.HOST);
log.info({ port: listening.port, adminPort: admin.port, services: config.services }, 'gateway listening');
onShutdownSignal(async () => {
  accepting = false; // /readyz answers 503 from now on
  // Browsers and the ingress keep connections alive: they are told to leave before it stops listening.
  await listening.close(settings.SHUTDOWN_TIMEOUT_MS, settings.SHUTDOWN_DRAIN_MS);
  await admin.close(1000);
  gateway.close();
  await changes?.stop();
  await tracing.stop();
});
