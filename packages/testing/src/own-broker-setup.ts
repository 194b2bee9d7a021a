import { setForTestProcesses } from './config';
import { startOwnBroker } from './own-broker';

/** Vitest global setup of the `serial` project: a RabbitMQ node of its own for its tests, which stop and start
 * it. Vitest starts the project's test processes after this, with this process's environment, so they
 * connect to that node and `rabbitmqctl` stops that one, not the machine's. */
export default async function setup() {
  const broker = await startOwnBroker();
  setForTestProcesses({ TEST_AMQP_URL: broker.url, TEST_RABBITMQ_NODE: broker.node });
  return () => broker.stop();
}
