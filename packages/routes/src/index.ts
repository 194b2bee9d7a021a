export { RouteRule, RouteTable, loadRouteTable } from './table';
export { matchRoute, wantsHtml } from './matching';
