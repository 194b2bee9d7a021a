export { buildGateway } from './app';
export { gatewayConfigFromEnv, loadRouteTable, REMOTES, type GatewayConfig, type RouteRule } from './config';
