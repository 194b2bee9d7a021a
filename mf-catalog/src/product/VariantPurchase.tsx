import { useId } from 'react';
import type { Product, Variant } from '@storefront/contracts';
import { stockLevel } from '@storefront/contracts/shop';
import { AddToCart, Button, ShelfPrice, StockBadge, addToCartLabel, uiMessages, useLanguage, useShownPrice } from '@storefront/ui';
import { useText } from '../messages';
import { type Choice, unchosen, valuesOf } from './choice';

type Chosen = { product: Product; choice: Choice; variant: Variant | undefined };

/** The price: the chosen variant's, else the product's ("From $x" when its variants' prices differ),
 * with its sale price while an automatic promotion takes a percentage off. */
export function VariantPrice({ product, variant }: Chosen) {
  const { formats } = useLanguage();
  const shownPrice = useShownPrice();
  if (variant) {
    const sale = variant.salePrice;
    return (
      <span className="price">
        <ShelfPrice regular={formats.money(variant.price)} sale={sale === undefined ? undefined : formats.money(sale)} />
      </span>
    );
  }
  const sale = product.sale;
  return (
    <span className="price">
      <ShelfPrice
        regular={sale ? formats.money(product.price) : shownPrice(product)}
        sale={sale && shownPrice({ price: sale.price, priceMax: sale.priceMax, options: product.options })}
      />
    </span>
  );
}

/** The stock of the chosen variant, named ("Only 2 left in M"), and its SKU; the product's before. */
export function VariantStock({ product, choice, variant }: Chosen) {
  const t = useText();
  if (!variant) return <StockBadge stock={product.stock} />;
  const label = t(`variant.stock.${stockLevel(variant.stock)}`, { count: variant.stock, variant: valuesOf(product, choice) });
  return (
    <>
      <StockBadge stock={variant.stock} label={label} />
      <span className="sku">{t('product.sku', { sku: variant.sku })}</span>
    </>
  );
}

/** What the shopper still has to choose, as one sentence ("Choose a size and colour."). */
function useChooseReason(): (names: string[]) => string {
  const t = useText();
  return (names) => {
    const words = names.map((n) => n.toLowerCase());
    const last = words.pop()!;
    const choices = words.length > 0 ? `${words.join(', ')} ${t('variant.and')} ${last}` : last;
    return t('variant.choose', { choices });
  };
}

/** Add to Cart for the chosen variant; until a full choice of one in stock, held back with the reason shown. */
export function VariantAddToCart({ product, choice, variant, quantity = 1 }: Chosen & { quantity?: number }) {
  const t = useText();
  const ui = uiMessages.useText();
  const reasonId = useId();
  const chooseReason = useChooseReason();
  if (variant && stockLevel(variant.stock) !== 'out')
    return (
      <AddToCart product={{ _id: product._id, variantId: variant._id, stock: variant.stock, name: product.name }} quantity={quantity} />
    );
  const missing = unchosen(product, choice);
  const reason = missing.length > 0 ? chooseReason(missing) : variant ? t('variant.soldOut') : t('variant.unavailable');
  return (
    <>
      <Button disabled aria-describedby={reasonId} aria-label={addToCartLabel({ product })}>
        {ui('cart.add')}
      </Button>
      <span id={reasonId} className="reason">
        {reason}
      </span>
    </>
  );
}
