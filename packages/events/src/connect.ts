import type { Logger } from 'pino';
import type { EventBus, RetryPolicy } from './bus';
import { InProcessBus } from './in-process';
import { RabbitBus } from './rabbitmq';

export interface BusConfig {
  /** A RabbitMQ server; when absent the in-process bus is used (single-process store). */
  url?: string;
  connectionName?: string;
  /** Exchange and queue name prefix (see RabbitBusOptions.namespace). */
  namespace?: string;
  log?: Logger;
  retry?: RetryPolicy;
}

export async function connectBus(config: BusConfig): Promise<EventBus> {
  if (config.url) {
    return RabbitBus.connect({
      url: config.url,
      namespace: config.namespace,
      connectionName: config.connectionName,
      log: config.log,
      retry: config.retry,
    });
  }
  return new InProcessBus({ log: config.log, retry: config.retry });
}

export function describeBus(config: Pick<BusConfig, 'url'>): string {
  if (!config.url) return 'in-process event bus';
  try {
    const u = new URL(config.url);
    return `RabbitMQ at ${u.hostname}:${u.port || 5672}`;
  } catch {
    return 'RabbitMQ';
  }
}
