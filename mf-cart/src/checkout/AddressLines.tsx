import type { ShippingAddress } from '@storefront/contracts';
import { PostalAddress } from '@storefront/ui';
import { useText } from '../messages';

/** A shipping address as a label prints it, with its phone number. */
export function AddressLines({ a }: { a: ShippingAddress }) {
  const t = useText();
  return (
    <PostalAddress a={a}>
      {a.phoneNumber && (
        <>
          <br />
          {t('checkout.phone', { phone: a.phoneNumber })}
        </>
      )}
    </PostalAddress>
  );
}
