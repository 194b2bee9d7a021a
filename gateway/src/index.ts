export { buildGateway } from './app';
export { gatewayConfigFromEnv, loadRouteTable, type GatewayConfig, type RouteRule } from './config';
export { matchRoute, wantsHtml } from './routing';
