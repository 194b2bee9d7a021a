export { supportService } from './service';
