import type { ShippingAddress } from '@storefront/contracts';
import { useText } from '../messages';

/** A shipping address as a label prints it. */
export function AddressLines({ a }: { a: ShippingAddress }) {
  const t = useText();
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.5 }}>
      <strong>{a.fullName}</strong>
      <br />
      {a.street}
      <br />
      {a.city}, {a.province} {a.postalCode}
      <br />
      {a.country}
      {a.phoneNumber && (
        <>
          <br />
          {t('checkout.phone', { phone: a.phoneNumber })}
        </>
      )}
    </address>
  );
}
