export { ordersService } from './service';
export { computeTotals, taxRegion } from './domain/totals';
export { deliveryDates } from './domain/delivery';
export { WEBHOOK_PATH } from './routes/payments';
