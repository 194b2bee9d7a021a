import { shopWords } from '@storefront/contracts/shop';

// The words the gateway's page heads put around the catalogue's (which stay as staff typed them), in
// English; each other language has a file beside this one with every key (a missing one does not compile).
export const en = {
  // A product's stock, as the storefront shows it (the shop's own words).
  ...shopWords.catalogue.en,
  // A product whose variants' prices differ, before one is chosen (as its page and cards say it).
  'price.from': 'From {{price}}',
  'category.description_one': 'Shop {{name}} at Maple Market: {{count}} product, with free delivery across Canada.',
  'category.description_other': 'Shop {{name}} at Maple Market: {{count}} products, with free delivery across Canada.',
};
