import { runService } from '@storefront/service-kit';
import { recommendationsService } from './service';

await runService(recommendationsService);
