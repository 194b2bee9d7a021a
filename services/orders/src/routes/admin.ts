import type { Express } from 'express';
import {
  AdminCancelRequest,
  type AdminOrder,
  type AdminOrderPage,
  AdminOrderQuery,
  OrderParams,
  type OrdersDashboard,
  RefundRequest,
  ReturnParams,
  ShipOrderRequest,
} from '@storefront/contracts';
import { currentUser, endpoint, notFound, requireAdmin } from '@storefront/service-kit';
import { z } from 'zod';
import { listOrders } from '../data/admin';
import { ordersDashboard } from '../data/dashboard';
import { findOrder } from '../data/orders';
import { cancelOrder } from '../use-cases/cancel-order';
import { deliverOrder } from '../use-cases/deliver-order';
import type { OrderFlow } from '../use-cases/order-steps';
import { receiveReturn } from '../use-cases/receive-return';
import { refundOrder, retryRefund } from '../use-cases/refund-order';
import { adminOrderView } from '../use-cases/return-refund';
import { shipOrder } from '../use-cases/ship-order';

const RefundParams = z.object({ orderId: z.string(), refundId: z.string() });

/** The back office's order endpoints: admins only (403 for anyone else, before the input is read);
 * every change is audited in its own transaction by the use-case. */
export function mountAdminRoutes(app: Express, deps: OrderFlow): void {
  app.use(['/api/admin/orders', '/api/admin/dashboard/orders'], requireAdmin);

  app.get(
    '/api/admin/orders',
    endpoint({ query: AdminOrderQuery }, async ({ query }): Promise<AdminOrderPage> => {
      const { orders, ...paging } = await listOrders(deps.db, query);
      return { items: orders.map(adminOrderView), ...paging };
    }),
  );

  app.get(
    '/api/admin/dashboard/orders',
    endpoint({}, (): Promise<OrdersDashboard> => ordersDashboard(deps.db, (deps.now ?? (() => new Date()))())),
  );

  app.get(
    '/api/admin/orders/:orderId',
    endpoint({ params: OrderParams }, async ({ params }): Promise<AdminOrder> => {
      const stored = await findOrder(deps.db, params.orderId);
      if (!stored) throw notFound('order.notFound');
      return adminOrderView(stored);
    }),
  );

  app.post(
    '/api/admin/orders/:orderId/ship',
    endpoint({ params: OrderParams, body: ShipOrderRequest }, async ({ params, body }, req) =>
      adminOrderView(await shipOrder(deps, { orderId: params.orderId, actor: currentUser(req), ...body })),
    ),
  );

  app.post(
    '/api/admin/orders/:orderId/deliver',
    endpoint({ params: OrderParams }, async ({ params }, req) =>
      adminOrderView(await deliverOrder(deps, { orderId: params.orderId, actor: currentUser(req) })),
    ),
  );

  app.post(
    '/api/admin/orders/:orderId/cancel',
    endpoint({ params: OrderParams, body: AdminCancelRequest }, async ({ params, body }, req) =>
      adminOrderView(await cancelOrder(deps, { orderId: params.orderId, by: 'staff', actor: currentUser(req), reason: body.reason })),
    ),
  );

  app.post(
    '/api/admin/orders/:orderId/refunds',
    endpoint({ params: OrderParams, body: RefundRequest }, async ({ params, body }, req, res) => {
      const { items, returnId, reason } = body;
      const stored = await refundOrder(deps, { orderId: params.orderId, actor: currentUser(req), items, returnId, reason });
      res.status(201);
      return adminOrderView(stored);
    }),
  );

  /** A refund the provider did not take (it was down): asked again with the same idempotency key. */
  app.post(
    '/api/admin/orders/:orderId/refunds/:refundId/retry',
    endpoint({ params: RefundParams }, async ({ params }, req) =>
      adminOrderView(await retryRefund(deps, { orderId: params.orderId, refundId: params.refundId, actor: currentUser(req) })),
    ),
  );

  app.post(
    '/api/admin/orders/:orderId/returns/:returnId/receive',
    endpoint({ params: ReturnParams }, async ({ params }, req) =>
      adminOrderView(await receiveReturn(deps, { orderId: params.orderId, returnId: params.returnId, actor: currentUser(req) })),
    ),
  );
}
