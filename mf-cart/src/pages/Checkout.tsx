import { Link, Notice, Page, PageTitle, SignInRequired, useCart, useSearchParams, useSession } from '@storefront/ui';
import { GuestCheckout } from '../checkout/GuestCheckout';
import { ShopperCheckout } from '../checkout/ShopperCheckout';
import { useText } from '../messages';

/** Checkout: from the shopper's address book when signed in; a visitor signs in or checks out as a guest.
 * An empty cart has nothing to check out: no address form and no button to place an order. */
export default function Checkout() {
  const me = useSession();
  const paying = useSearchParams()[0].get('orderId');
  const cart = useCart();
  const t = useText();
  if (!paying && cart.status === 'ready' && cart.items.length === 0) return <NothingToCheckOut />;
  if (me) return <ShopperCheckout me={me} />;
  // Paying for an order of the account's (its session lapsed): sign in and come back to it.
  return paying ? <SignInRequired message={t('checkout.logInToCheckOut')} /> : <GuestCheckout />;
}

function NothingToCheckOut() {
  const t = useText();
  return (
    <Page>
      <PageTitle>{t('common.secureCheckout')}</PageTitle>
      <Notice role="status">
        {t('checkout.cartEmpty')} <Link to="/">{t('common.continueShopping')}</Link>
      </Notice>
    </Page>
  );
}
