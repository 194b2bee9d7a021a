// The gateway, the browser's one origin, put together from its parts: the API handed to the services
// (./api-proxying) with the public answers it keeps (./kept-answers), the remotes' releases
// (./remote-releases), the store's pages (./store-front), and the operators' port (./operator-port).

import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createMetrics, errorHandler, routeNotFound } from '@storefront/service-kit';
import { accessLog } from './access-log';
import { answerCompression } from './answer-compression';
import { apiProxying, apiTracing } from './api-proxying';
import type { GatewayConfig } from './config';
import { notFound } from './json-errors';
import { type ChangeNotices, KeptAnswers, keptAnswerMetrics } from './kept-answers';
import { operatorPort } from './operator-port';
import { RemoteDeploymentBoard } from './remote-deployments';
import { mountRemoteFiles, remotesManifest, whenReleasesKnown } from './remote-releases';
import { cors, requestIdentity, sameOriginWrites } from './request-headers';
import { mountStoreFront } from './store-front';

export interface GatewayDeps {
  config: GatewayConfig;
  log: Logger;
  /** Services running in this very process (the single-process store), by name: their API requests are
   * handed to their app as they are, instead of crossing a second HTTP hop on the same CPU (which costs
   * more than the request's own work). Their addresses in `config.services` still serve the pages'
   * lookups and readiness. */
  inProcess?: Record<string, RequestHandler>;
  /** The catalogue's announced changes: with them, the gateway keeps the public answers services allow
   * it to (`Surrogate-Control`), and lets them go as changes are announced. Without them (or while they
   * cannot be heard) every request goes to its service. */
  changes?: ChangeNotices;
  /** False once the process is stopping: /readyz answers 503, so load balancers stop sending it work
   * while it drains. */
  isAcceptingWork?: () => boolean;
}

export interface Gateway {
  /** What shoppers reach: the pages, the remotes and the API. */
  app: Express;
  /** What operators reach, on a port of its own that is never published: /readyz (which services
   * answer), /metrics, and /remotes (which release of each remote is served; switch and roll back).
   * The public app answers none of them. */
  admin: Express;
  /** Which release of each remote is served, watched while the gateway runs. */
  remoteDeployments: RemoteDeploymentBoard;
  /** The services' public answers the gateway keeps (with `changes`). */
  keptAnswers?: KeptAnswers;
  /** Stops watching the deployments file and closes the connections kept open to services (the servers
   * are closed by whoever listens). */
  close(): void;
}

/** The public gateway alone (tests and tools that need no operator port). */
export function buildGateway(deps: GatewayDeps): Express {
  return createGateway(deps).app;
}

export function createGateway({ config, log, inProcess = {}, changes, isAcceptingWork = () => true }: GatewayDeps): Gateway {
  const keptAnswers = changes ? new KeptAnswers({ notices: changes }) : undefined;
  const metrics = createMetrics('gateway', keptAnswers ? keptAnswerMetrics(keptAnswers) : []);
  const remoteDeployments = new RemoteDeploymentBoard(config.remotes, { deploymentsFile: config.remoteDeploymentsFile, log });
  // Pages and /remotes.json name the remotes' releases: they wait for the first look at them.
  const remotesKnown = remoteDeployments.start().catch((err: unknown) => log.error({ err }, 'the remote releases could not be read'));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestIdentity(log));
  app.use(accessLog(log, new Set(Object.keys(config.remotes))));
  app.use(metrics.middleware);
  const tracing = apiTracing(config.routes);
  if (tracing) app.use(tracing);
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', service: 'gateway' }));
  // On the public port the operators' addresses are what any other unknown address is.
  app.all(['/readyz', '/metrics'], notFound);
  app.use(cors(config.corsOrigins));
  app.use(sameOriginWrites(config.corsOrigins));

  // The API's answers are compressed as they come (./answer-compression); everything after them through
  // the middleware.
  const compression = answerCompression();
  const api = apiProxying({ config, inProcess, keptAnswers, compression });
  app.use(api.handle);
  app.use(compression.middleware);

  app.use(whenReleasesKnown(remotesKnown));
  app.get('/remotes.json', remotesManifest(remoteDeployments));
  app.use('/api', (req, res) => {
    res.status(404).json(routeNotFound(req.method, `${req.baseUrl}${req.path}`));
  });
  mountRemoteFiles(app, config.remotes);
  mountStoreFront(app, config, remoteDeployments, log);
  app.use(notFound);
  app.use(errorHandler);

  return {
    app,
    admin: operatorPort({ config, metrics, remoteDeployments, isAcceptingWork }),
    remoteDeployments,
    keptAnswers,
    close: () => {
      remoteDeployments.stop();
      api.close();
    },
  };
}
