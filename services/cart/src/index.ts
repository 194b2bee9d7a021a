export { cartService } from './service';
