import type { Express } from 'express';
import { type Address, AddressInput, AddressParams, IdParams } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { conflict, endpoint, notFound, requireSelf } from '@storefront/service-kit';
import { lockAccount } from '../data/accounts';
import { addAddress, countAddresses, listAddresses, removeAddress, setDefaultAddress, updateAddress } from '../data/addresses';

/** A shopper keeps at most this many delivery addresses. */
export const MAX_ADDRESSES = 20;

export function mountAddressRoutes(app: Express, deps: { db: Database }): void {
  const base = '/api/users/:id/addresses';

  app.get(
    base,
    requireSelf('id'),
    endpoint({ params: IdParams }, async ({ params }): Promise<Address[]> => listAddresses(deps.db, params.id)),
  );

  app.post(
    base,
    requireSelf('id'),
    endpoint({ params: IdParams, body: AddressInput }, async ({ params, body }, _req, res): Promise<Address> => {
      const address = await deps.db.transaction(async (tx) => {
        await lockAccount(tx, params.id);
        if ((await countAddresses(tx, params.id)) >= MAX_ADDRESSES) throw conflict('address.book.full', { maximum: String(MAX_ADDRESSES) });
        return addAddress(tx, params.id, body);
      });
      res.status(201);
      return address;
    }),
  );

  app.put(
    `${base}/:addressId`,
    requireSelf('id'),
    endpoint({ params: AddressParams, body: AddressInput }, async ({ params, body }): Promise<Address> => {
      const address = await updateAddress(deps.db, params.id, params.addressId, body);
      if (!address) throw notFound('address.notFound');
      return address;
    }),
  );

  app.delete(
    `${base}/:addressId`,
    requireSelf('id'),
    endpoint({ params: AddressParams }, async ({ params }, _req, res) => {
      const removed = await deps.db.transaction((tx) => removeAddress(tx, params.id, params.addressId));
      if (!removed) throw notFound('address.notFound');
      res.status(204).end();
    }),
  );

  app.post(
    `${base}/:addressId/default`,
    requireSelf('id'),
    endpoint({ params: AddressParams }, async ({ params }): Promise<Address[]> => {
      const done = await deps.db.transaction((tx) => setDefaultAddress(tx, params.id, params.addressId));
      if (!done) throw notFound('address.notFound');
      return listAddresses(deps.db, params.id);
    }),
  );
}
