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

export const RouteTable = z
  .object({
    routes: z.array(RouteRule),
    /** Prefixes every service named by `routes` also answers, `{service}` standing for its name. */
    eachService: z.array(z.string().startsWith('/').includes('{service}')).default([]),
  })
  // What each service answers alike is written once; a new service gets it by being named.
  .transform(({ routes, eachService }) => ({
    routes: [
      ...routes,
      ...[...new Set(routes.map((r) => r.service))].flatMap((service) =>
        eachService.map((prefix) => RouteRule.parse({ prefix: prefix.replace('{service}', service), service })),
      ),
    ],
  }));
export type RouteTable = z.infer<typeof RouteTable>;

/** The route table: routes.json beside this package (built in), or a file of the same shape (the
 * gateway's GATEWAY_ROUTES_FILE). */
export function loadRouteTable(file?: string): RouteRule[] {
  const table: unknown = file ? JSON.parse(fs.readFileSync(file, 'utf8')) : defaultRoutes;
  return RouteTable.parse(table).routes;
}
