import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs; `level` is the process's LOG_LEVEL setting. */
export function createLogger(service: string, level: string = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Database errors carry the query's parameters (emails, password hashes): never logged.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        'err.params',
        'err.cause.params',
        'err.parameters',
        'err.cause.parameters',
      ],
      censor: '[redacted]',
    },
    formatters: { level: (label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}
