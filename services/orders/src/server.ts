import { runService } from '@storefront/service-kit';
import { ordersService } from './service';

await runService(ordersService);
