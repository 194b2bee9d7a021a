import type {
  AdminGiftCard,
  IssuedGiftCard,
  AdminOrder,
  AdminPromotion,
  AdminOrderPage,
  AdminProduct,
  AdminProductPage,
  AuditEntry,
  AuditPage,
  ModeratedReview,
  CatalogDashboard,
  OrderLineQuantity,
  OrderStatus,
  OrdersDashboard,
  ProductEdit,
  ProductImportReport,
  StockAdjustment,
  VariantsEdit,
} from '@storefront/contracts';
import { ApiError, NETWORK_ERROR, api, arrayOf, newTraceparent } from '@storefront/ui';
import type { ShopService } from '@storefront/contracts/shop';

// The back office's calls (packages/contracts/src/back-office.ts). The services refuse anyone but an admin
// (403); the browser checks only the shape of what it shows, with small guards (zod stays on the servers).

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isString = (x: unknown): x is string => typeof x === 'string';

const isPageOf =
  <T>(guard: (x: unknown) => x is T) =>
  (x: unknown): x is { items: T[]; page: number; totalPages: number; total: number } =>
    isObject(x) && arrayOf(guard)(x.items) && isNumber(x.page) && isNumber(x.totalPages) && isNumber(x.total);

export const isAdminProduct = (x: unknown): x is AdminProduct =>
  isObject(x) &&
  isString(x._id) &&
  isString(x.name) &&
  isString(x.category) &&
  isNumber(x.price) &&
  isNumber(x.stock) &&
  isString(x.imageUrl) &&
  isString(x.status);
export const isAdminOrder = (x: unknown): x is AdminOrder =>
  isObject(x) &&
  isString(x._id) &&
  isString(x.status) &&
  Array.isArray(x.items) &&
  isNumber(x.totalAmount) &&
  Array.isArray(x.refunds) &&
  Array.isArray(x.returns) &&
  Array.isArray(x.timeline);
/** GET /api/admin/products/{id}: the product with all its variants, archived ones too. */
const isProductWithVariants = (x: unknown): x is AdminProduct & { variants: NonNullable<AdminProduct['variants']> } =>
  isAdminProduct(x) && Array.isArray(x.options) && Array.isArray(x.variants);
const isAuditEntry = (x: unknown): x is AuditEntry =>
  isObject(x) && isString(x._id) && isString(x.at) && isString(x.action) && isString(x.targetId) && isString(x.actorEmail);
const isOrdersDashboard = (x: unknown): x is OrdersDashboard =>
  isObject(x) &&
  isObject(x.today) &&
  isObject(x.period) &&
  isObject(x.previousPeriod) &&
  Array.isArray(x.days) &&
  Array.isArray(x.previousDays) &&
  Array.isArray(x.topSellers) &&
  isNumber(x.waitingToShip) &&
  isNumber(x.needsReview);
const isCatalogDashboard = (x: unknown): x is CatalogDashboard =>
  isObject(x) && isNumber(x.lowStock) && Array.isArray(x.lowStockByCategory);
export const isImportReport = (x: unknown): x is ProductImportReport =>
  isObject(x) && typeof x.imported === 'boolean' && Array.isArray(x.rejected) && isNumber(x.created) && isNumber(x.updated);

const query = (params: Record<string, string | number | undefined>) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') qs.set(k, String(v));
  return qs.toString();
};
const id = encodeURIComponent;

export type ProductSort = 'name' | 'category' | 'price' | 'stock' | 'status';
export interface ProductQuery {
  page: number;
  q: string;
  sort: ProductSort;
  dir: 'asc' | 'desc';
  status: 'all' | 'active' | 'archived';
  /** Only the products whose French name or description is missing. */
  missingFrench: boolean;
}

export const PRODUCTS_EXPORT_URL = '/api/admin/products/export.csv';

export const productsApi = {
  page: (p: ProductQuery, signal?: AbortSignal) =>
    api<AdminProductPage>(`/api/admin/products?${query({ ...p, missingFrench: p.missingFrench ? 'true' : undefined, limit: 25 })}`, {
      check: isPageOf(isAdminProduct),
      signal,
    }),
  detail: (productId: string, signal?: AbortSignal) =>
    api(`/api/admin/products/${id(productId)}`, { check: isProductWithVariants, signal }),
  save: (productId: string, edit: ProductEdit) =>
    api(`/api/admin/products/${id(productId)}`, { method: 'PUT', body: edit, check: isAdminProduct }),
  /** Answers the product as the service left it (its stock counted there, not here). */
  adjustStock: (productId: string, adjustment: StockAdjustment) =>
    api(`/api/admin/products/${id(productId)}/stock`, { method: 'POST', body: adjustment, check: isAdminProduct }),
  /** The options and the whole variant table, saved together: a variant left out is archived. */
  saveVariants: (productId: string, edit: VariantsEdit) =>
    api(`/api/admin/products/${id(productId)}/variants`, { method: 'PUT', body: edit, check: isAdminProduct }),
  archive: (productId: string) => api(`/api/admin/products/${id(productId)}/archive`, { method: 'POST' }),
  restore: (productId: string) => api(`/api/admin/products/${id(productId)}/restore`, { method: 'POST' }),
  /** The file's text as text/csv. A refused import answers 400 with its report (nothing was imported):
   * that report is an answer to show, not an error. */
  async import(csv: string): Promise<ProductImportReport> {
    let response: Response;
    try {
      response = await fetch('/api/admin/products/import', {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'text/csv', traceparent: newTraceparent() },
        body: csv,
      });
    } catch {
      throw new ApiError(0, NETWORK_ERROR);
    }
    const data: unknown = await response.json().catch(() => undefined);
    if (isImportReport(data)) return data;
    const body = isObject(data) ? data : {};
    const message = isString(body.message) ? body.message : isString(body.error) ? body.error : `The store answered ${response.status}.`;
    throw new ApiError(response.status, message);
  },
};

export interface OrderQuery {
  page: number;
  status: OrderStatus | '';
  from: string;
  to: string;
  q: string;
}

const orderPath = (orderId: string) => `/api/admin/orders/${id(orderId)}`;
const act = (orderId: string, step: string, body?: unknown) => api(`${orderPath(orderId)}/${step}`, { method: 'POST', body: body ?? {} });

export const ordersApi = {
  page: (q: OrderQuery, signal?: AbortSignal) =>
    api<AdminOrderPage>(`/api/admin/orders?${query({ ...q, limit: 25 })}`, { check: isPageOf(isAdminOrder), signal }),
  detail: (orderId: string, signal?: AbortSignal) => api(orderPath(orderId), { check: isAdminOrder, signal }),
  ship: (orderId: string, carrier: string, trackingNumber: string) => act(orderId, 'ship', { carrier, trackingNumber }),
  deliver: (orderId: string) => act(orderId, 'deliver'),
  cancel: (orderId: string, reason: string) => act(orderId, 'cancel', { reason }),
  /** Without lines: all that is left to refund. */
  refund: (orderId: string, reason: string, items?: OrderLineQuantity[]) => act(orderId, 'refunds', items ? { items, reason } : { reason }),
  /** A received return's lines, as the service works their refund out. */
  refundReturn: (orderId: string, returnId: string, reason: string) => act(orderId, 'refunds', { returnId, reason }),
  receiveReturn: (orderId: string, returnId: string) => act(orderId, `returns/${id(returnId)}/receive`),
  /** Asks the payment provider again for a refund still 'Pending' (same idempotency key: never a second refund);
   * answers the order as it is now. A settled refund is refused (409). */
  retryRefund: (orderId: string, refundId: string) =>
    api(`${orderPath(orderId)}/refunds/${id(refundId)}/retry`, { method: 'POST', body: {}, check: isAdminOrder }),
};

export const dashboardApi = {
  orders: (signal?: AbortSignal) => api('/api/admin/dashboard/orders', { check: isOrdersDashboard, signal }),
  catalog: (signal?: AbortSignal) => api('/api/admin/dashboard/catalog', { check: isCatalogDashboard, signal }),
  /** The active products at or under LOW_STOCK_THRESHOLD, fewest first, a page at a time. */
  lowStock: (q: { page: number; q: string; category: string }, signal?: AbortSignal) =>
    api<AdminProductPage>(
      `/api/admin/products?${query({ ...q, lowStock: 'true', status: 'active', sort: 'stock', dir: 'asc', limit: LOW_STOCK_PAGE })}`,
      { check: isPageOf(isAdminProduct), signal },
    ),
};
export const LOW_STOCK_PAGE = 10;

export const auditApi = {
  page: (source: ShopService, page: number, signal?: AbortSignal) =>
    api<AuditPage>(`/api/admin/audit/${source}?${query({ page, limit: 100 })}`, { check: isPageOf(isAuditEntry), signal }),
};

const isAdminPromotion = (x: unknown): x is AdminPromotion =>
  isObject(x) && isString(x._id) && isString(x.name) && isString(x.status) && isNumber(x.uses) && isObject(x.benefit) && isObject(x.target);

/** A promotion as the back office's form sends it (PromotionInput): amounts in dollars, days as YYYY-MM-DD. */
export type PromotionForm = Record<string, unknown>;

const promotionPath = (promotionId?: string) => `/api/admin/promotions${promotionId ? `/${id(promotionId)}` : ''}`;

export const promotionsApi = {
  list: (signal?: AbortSignal) =>
    api('/api/admin/promotions', {
      check: (x): x is { promotions: AdminPromotion[] } => isObject(x) && arrayOf(isAdminPromotion)(x.promotions),
      signal,
    }),
  create: (form: PromotionForm) => api(promotionPath(), { method: 'POST', body: form, check: isAdminPromotion }),
  update: (promotionId: string, form: PromotionForm) =>
    api(promotionPath(promotionId), { method: 'PUT', body: form, check: isAdminPromotion }),
  setStatus: (promotionId: string, status: AdminPromotion['status']) =>
    api(`${promotionPath(promotionId)}/status`, { method: 'PATCH', body: { status }, check: isAdminPromotion }),
  generateCodes: (promotionId: string, count: number, prefix: string) =>
    api(`${promotionPath(promotionId)}/codes`, {
      method: 'POST',
      body: { count, prefix },
      check: (x): x is { codes: string[] } => isObject(x) && arrayOf(isString)(x.codes),
    }),
  codesFile: (promotionId: string) => `${promotionPath(promotionId)}/codes.csv`,
};

const isGiftCard = (x: unknown): x is AdminGiftCard => isObject(x) && isString(x._id) && isString(x.lastFour) && isNumber(x.balance);

export const giftCardsApi = {
  list: (lastFour: string, signal?: AbortSignal) =>
    api(`/api/admin/gift-cards?${query({ lastFour: lastFour || undefined })}`, {
      check: (x): x is { giftCards: AdminGiftCard[] } => isObject(x) && arrayOf(isGiftCard)(x.giftCards),
      signal,
    }),
  issue: (form: { amount: number; email?: string; name: string; message: string }) =>
    api('/api/admin/gift-cards', {
      method: 'POST',
      body: form,
      check: (x): x is IssuedGiftCard => isObject(x) && isString(x.code) && isString(x.lastFour) && isNumber(x.initial),
    }),
};

const isModeratedReview = (x: unknown): x is ModeratedReview =>
  isObject(x) && isString(x._id) && isString(x.status) && isNumber(x.rating) && Array.isArray(x.heldFor) && Array.isArray(x.reports);

export type ModerationStatus = 'pending' | 'approved' | 'rejected' | 'reported';

/** Reviews to moderate: by status, or reported; approve, reject with a reason, reply as the shop. */
export const reviewsApi = {
  list: (status: ModerationStatus, page: number, signal?: AbortSignal) =>
    api(`/api/admin/reviews?${query({ status, page })}`, { check: isPageOf(isModeratedReview), signal }),
  approve: (id: string) =>
    api(`/api/admin/reviews/${encodeURIComponent(id)}/approve`, { method: 'POST', body: {}, check: isModeratedReview }),
  reject: (id: string, reason: string) =>
    api(`/api/admin/reviews/${encodeURIComponent(id)}/reject`, { method: 'POST', body: { reason }, check: isModeratedReview }),
  reply: (id: string, text: string) =>
    api(`/api/admin/reviews/${encodeURIComponent(id)}/reply`, { method: 'PUT', body: { text }, check: isModeratedReview }),
};
