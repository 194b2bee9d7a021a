import { runService } from '@storefront/service-kit';
import { usersService } from './service';

await runService(usersService);
