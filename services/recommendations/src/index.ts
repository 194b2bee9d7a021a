export { recommendationsService } from './service';
