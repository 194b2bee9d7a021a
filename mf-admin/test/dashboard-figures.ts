// Sales figures as the orders service answers GET /api/admin/dashboard/orders, for the dashboard's tests.

export const figures = (orders: number, gross: number, refunds: number, visits = 0, buyingVisits = 0, discounts = 0) => ({
  orders,
  gross,
  discounts,
  refunds,
  net: Math.round((gross - refunds) * 100) / 100,
  visits,
  buyingVisits,
});
/** 30 days from 9 November 2026, each day's net sales the day's number of dollars (1 to 30: $465 in all). */
const month = (first: number, scale: number) =>
  Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, first + i)).toISOString().slice(0, 10),
    ...figures(i % 3, (i + 1) * scale, 0),
  }));
/** The orders service's dashboard answer the back office's tests draw. */
export const ordersDashboard = {
  today: figures(3, 150.5, 20, 40, 2, 12.5),
  week: figures(17, 1234.25, 45.1, 300, 15, 142.24),
  period: figures(40, 4000, 250, 800, 36, 100),
  previousPeriod: figures(32, 3200, 250, 600, 24),
  days: month(9, 1),
  previousDays: month(-21, 2),
  topSellers: [
    { productId: 'p-1', name: 'Winter Parka', units: 12, sales: 2399.88 },
    { productId: 'p-2', name: 'Wool Toque', units: 9, sales: 180 },
  ],
  waitingToShip: 4,
  needsReview: 1,
  returnsToReceive: 2,
};
