import type { Address } from '@storefront/contracts';
import { api } from './api';
import { arrayOf } from './guards';

export type AddressFields = Omit<Address, '_id' | 'isDefault'>;

export const isAddress = (x: unknown): x is Address =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as Address)._id === 'string' &&
  typeof (x as Address).street === 'string' &&
  typeof (x as Address).isDefault === 'boolean';

const base = (userId: string) => `/api/users/${encodeURIComponent(userId)}/addresses`;

/** The shopper's address book, the default first. */
export function listAddresses(userId: string, signal?: AbortSignal): Promise<Address[]> {
  return api(base(userId), { check: arrayOf(isAddress), signal });
}

export function saveAddress(userId: string, fields: AddressFields, addressId?: string): Promise<Address> {
  return addressId
    ? api(`${base(userId)}/${encodeURIComponent(addressId)}`, { method: 'PUT', body: fields, check: isAddress })
    : api(base(userId), { method: 'POST', body: fields, check: isAddress });
}

export function removeAddress(userId: string, addressId: string): Promise<unknown> {
  return api(`${base(userId)}/${encodeURIComponent(addressId)}`, { method: 'DELETE' });
}

export function setDefaultAddress(userId: string, addressId: string): Promise<Address[]> {
  return api(`${base(userId)}/${encodeURIComponent(addressId)}/default`, { method: 'POST', check: arrayOf(isAddress) });
}
