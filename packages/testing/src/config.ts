import { z } from 'zod';
import { LOG_LEVELS, optionalSetting, read, readSettings, setting } from '@storefront/service-kit';

/** What the tests run against: this machine's PostgreSQL and RabbitMQ unless told otherwise. */
export const TestSettings = z.object({
  TEST_DATABASE_URL: setting(
    read.url(['postgres:', 'postgresql:'], 'a postgres:// URL', { secret: true }),
    'postgres://postgres@127.0.0.1:5432/postgres',
  ).describe('A PostgreSQL server the tests may create and drop databases on.'),
  TEST_AMQP_URL: setting(read.url(['amqp:', 'amqps:'], 'an amqp:// URL', { secret: true }), 'amqp://guest:guest@127.0.0.1:5672').describe(
    'A RabbitMQ server for the tests (each suite in its own namespace).',
  ),
  TEST_RABBITMQ_NODE: optionalSetting(read.text).describe(
    "The RabbitMQ node the broker-restart tests stop and start (`rabbitmqctl -n`): their project's setup starts one of its own and sets this, so they never stop the broker other tests are using.",
  ),
  TEST_LOG_LEVEL: setting(read.oneOf(LOG_LEVELS), 'silent').describe("The services' log level in tests."),
  TEST_BACKENDS: setting(read.oneOf(['both', 'deployed', 'embedded'] as const), 'both').describe(
    'Which backends the service suites run on: both, or only the deployed one (PostgreSQL and RabbitMQ) or the embedded one (PGlite, in process). Mutation testing runs them on the deployed one.',
  ),
});
export type TestSettings = z.output<typeof TestSettings>;

/** Read when the harness is first imported: a malformed one fails the suite, naming it. */
export const testSettings: TestSettings = readSettings(TestSettings, process.env);

/** What a program a test starts needs of this process's environment to run at all: where the tools are.
 * Nothing else is passed on, so a setting the test did not give is unset there. */
export const childEnvironment = (): Record<string, string> => ({ PATH: process.env.PATH ?? '' });

/** Gives the test processes Vitest starts after a global setup (they inherit this process's environment)
 * settings the setup made: the broker-restart tests' own RabbitMQ node. */
export function setForTestProcesses(settings: Partial<Record<keyof TestSettings, string>>): void {
  Object.assign(process.env, settings);
}
