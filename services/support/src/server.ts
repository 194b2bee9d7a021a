import { runService } from '@storefront/service-kit';
import { supportService } from './service';

await runService(supportService);
