import fs from 'node:fs';
import { z } from 'zod';
import defaultRoutes from '../routes.json';

export const RouteRule = z.object({
  prefix: z.string().startsWith('/'),
  service: z.string().min(1),
  /** 'json': only requests that do not ask for an HTML page (so /products can be both a page and an API). */
  accept: z.enum(['any', 'json']).default('any'),
  methods: z.array(z.string()).optional(),
});
export type RouteRule = z.infer<typeof RouteRule>;

export const RouteTable = z.object({ routes: z.array(RouteRule) });
export type RouteTable = z.infer<typeof RouteTable>;

/** The route table: routes.json beside this package (built in), or a file of the same shape (the
 * gateway's GATEWAY_ROUTES_FILE). */
export function loadRouteTable(file?: string): RouteRule[] {
  const table: unknown = file ? JSON.parse(fs.readFileSync(file, 'utf8')) : defaultRoutes;
  return RouteTable.parse(table).routes;
}
