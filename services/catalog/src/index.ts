export { catalogService } from './service';
