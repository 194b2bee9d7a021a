export { reviewsService } from './service';
