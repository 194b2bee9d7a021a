export { catalogService } from './service';
export { generateCatalogue } from './data/seed/generate';
