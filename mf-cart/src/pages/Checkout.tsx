import { SignInRequired, useSearchParams, useSession } from '@storefront/ui';
import { GuestCheckout } from '../checkout/GuestCheckout';
import { ShopperCheckout } from '../checkout/ShopperCheckout';
import { useText } from '../messages';

/** Checkout: from the shopper's address book when signed in; a visitor signs in or checks out as a guest. */
export default function Checkout() {
  const me = useSession();
  const paying = useSearchParams()[0].get('orderId');
  const t = useText();
  if (me) return <ShopperCheckout me={me} />;
  // Paying for an order of the account's (its session lapsed): sign in and come back to it.
  return paying ? <SignInRequired message={t('checkout.logInToCheckOut')} /> : <GuestCheckout />;
}
