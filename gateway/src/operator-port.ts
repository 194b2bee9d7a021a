// What operators reach, on a port of its own that is never published: /readyz (which services answer),
// /metrics, and /remotes (which release of each remote is served; switch and roll back).

import express, { type Express, type RequestHandler } from 'express';
import { type createMetrics, errorHandler } from '@storefront/service-kit';
import type { GatewayConfig } from './config';
import { notFound } from './json-errors';
import type { RemoteDeploymentBoard } from './remote-deployments';
import { mountRemoteSwitching } from './remote-releases';

export interface OperatorPortDeps {
  config: Pick<GatewayConfig, 'services' | 'operatorToken'>;
  metrics: Pick<ReturnType<typeof createMetrics>, 'registry'>;
  remoteDeployments: RemoteDeploymentBoard;
  /** False once the process is stopping. */
  isAcceptingWork: () => boolean;
}

export function operatorPort({ config, metrics, remoteDeployments, isAcceptingWork }: OperatorPortDeps): Express {
  const admin = express();
  admin.disable('x-powered-by');
  admin.get('/healthz', (_req, res) => void res.json({ status: 'ok', service: 'gateway' }));
  admin.get('/readyz', readiness(config.services, isAcceptingWork));
  admin.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  mountRemoteSwitching(admin, remoteDeployments, config.operatorToken);
  admin.use(notFound);
  admin.use(errorHandler);
  return admin;
}

function readiness(services: Readonly<Record<string, string>>, isAcceptingWork: () => boolean): RequestHandler {
  return async (_req, res) => {
    const checks: Record<string, string> = {};
    await Promise.all(
      Object.entries(services).map(async ([name, url]) => {
        try {
          const r = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(2000) });
          checks[name] = r.ok ? 'ok' : `answered ${r.status}`;
        } catch {
          checks[name] = 'unreachable';
        }
      }),
    );
    // The gateway itself is ready while it runs and is not stopping; the checks tell operators which
    // services are not (a service that is down does not take the gateway out: its other routes work).
    if (!isAcceptingWork())
      return void res.status(503).json({ status: 'not ready', service: 'gateway', checks: { ...checks, gateway: 'shutting down' } });
    res.json({ status: 'ready', service: 'gateway', checks });
  };
}
