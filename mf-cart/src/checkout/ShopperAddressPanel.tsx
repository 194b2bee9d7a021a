import { type AsyncState, Button, errorMessage, Link, Notice, withReturn } from '@storefront/ui';
import type { Address, ShippingAddress } from '@storefront/contracts';
import { useText } from '../messages';
import { Panel } from '../layout';
import { AddressLines } from './AddressLines';

interface ShopperAddressPanelProps {
  addresses: AsyncState<Address[]>;
  shipping: ShippingAddress | null;
  /** The order being paid for: its address is the one it was placed with, not to change. */
  placed: boolean;
  /** Where the address book sends the shopper back to. */
  here: string;
}

/** Where the order goes: the address chosen from the shopper's book, the way to change it, or to add one. */
export function ShopperAddressPanel({ addresses, shipping, placed, here }: ShopperAddressPanelProps) {
  const t = useText();
  return (
    <Panel aria-label={t('checkout.deliveryAddress')}>
      <h2>{t('common.deliveringTo')}</h2>
      {addresses.status === 'loading' && !placed && <Notice>{t('checkout.loadingAddresses')}</Notice>}
      {shipping ? (
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
          <AddressLines a={shipping} />
          {!placed && (
            <Link to={withReturn('/account/addresses', here)}>
              <Button $variant="plain" as="span">
                {t('checkout.change')}
              </Button>
            </Link>
          )}
        </div>
      ) : addresses.status === 'error' ? (
        <Notice $tone="error">{t('checkout.addressesFailed', { reason: errorMessage(addresses.error) })}</Notice>
      ) : (
        addresses.status !== 'loading' && (
          <Notice>
            {t('checkout.noDefaultAddress')} <Link to={withReturn('/addresses/new', here)}>{t('checkout.addAddress')}</Link>
          </Notice>
        )
      )}
    </Panel>
  );
}
