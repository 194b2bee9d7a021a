import { runService } from '@storefront/service-kit';
import { reviewsService } from './service';

await runService(reviewsService);
