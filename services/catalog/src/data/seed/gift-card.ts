import { STORE_NAME } from '@storefront/contracts/pages';
import type { SeedProduct } from './generate';
import { frenchOptions } from './french';
import { productImageSvg } from './images';

/** The shop's gift card: three set amounts as variants, or any amount from $10 to $500. It is mailed,
 * so its stock only says it is for sale (a paid gift card takes none). */
export function giftCardProduct(): SeedProduct & { giftCard: { minCents: number; maxCents: number } } {
  const amounts = [25, 50, 100];
  const options = [{ name: 'Amount', values: amounts.map((a) => `$${a}`) }];
  return {
    name: 'Gift card',
    description:
      'A gift card for anything in the shop, mailed to whoever you choose on the day you choose, with your message. ' +
      'It never expires and carries no fees, and it can pay for all or part of an order.',
    category: 'Gift Cards',
    priceCents: amounts[0]! * 100,
    stock: 0,
    tags: ['gift', 'christmas', 'birthday'],
    imageKey: 'seed/gift-card.svg',
    svg: productImageSvg({ name: 'Gift card', brand: STORE_NAME, colors: ['#b91c1c', '#7f1d1d'], icon: 'gift', shade: 0 }),
    // Older than the goods: the newest-first shelves open on them.
    ageMinutes: 10_000,
    options,
    variants: amounts.map((a) => ({ sku: `GIFT-CARD-${a}`, options: { Amount: `$${a}` }, priceCents: a * 100, stock: 100_000 })),
    giftCard: { minCents: 1000, maxCents: 50_000 },
    texts: {
      fr: {
        name: 'Carte-cadeau',
        description:
          'Une carte-cadeau pour tout ce que vend la boutique, envoyée par courriel à la personne de votre choix, le jour que vous choisissez, avec votre message. ' +
          "Elle n'expire jamais, ne comporte aucuns frais et peut payer une commande en tout ou en partie.",
        options: frenchOptions(options),
      },
    },
  };
}
