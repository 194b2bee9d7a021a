import { z } from 'zod';
import { type ErrorCode, type ErrorValues, errorText, codedIssue } from './errors';
import { findCountry } from './canada';
import { checkProvinceAndPostalCode } from './province-and-postal-code';
import { Password, PersonName, type ProfileAddress, ProfileAddressChange } from './users';
import { Id, lineText, requiredText } from './common';

export const UpdateProfileRequest = z.object({
  name: PersonName,
  /** Sent back unchanged by the profile page; it cannot be changed here. */
  email: z.string().optional(),
  /** Only the parts sent change; the result is checked by `checkProfileAddress`. */
  address: ProfileAddressChange.default({}),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** One thing wrong with a request, by its code, with its English words. */
type Problem = { path: string; message: string; code: ErrorCode; values?: ErrorValues };
const problem = (path: string, code: ErrorCode, values?: ErrorValues): Problem => ({
  path,
  message: errorText(code, values),
  code,
  ...(values ? { values } : {}),
});

/** Where a profile address stands once a change is applied to what was stored. Blank parts may stay
 * blank; a country that is given must be one we deliver to, a postal code or province that is given
 * must be real, and the postal code must be in the province. Answers the address as stored (names and
 * codes written the usual way) or what is wrong with it. */
export function checkProfileAddress(a: ProfileAddress): { address: ProfileAddress; problems: Problem[] } {
  const problems: Problem[] = [];
  const country = a.country ? findCountry(a.country) : 'Canada';
  if (!country) {
    problems.push(problem('body.address.country', 'address.country.refused'));
    return { address: a, problems };
  }
  const parts = checkProvinceAndPostalCode({ province: a.state, postalCode: a.postalCode });
  for (const p of parts.problems) {
    problems.push(problem(p.field === 'province' ? 'body.address.state' : 'body.address.postalCode', p.code, p.values));
  }
  return { address: { ...a, country, postalCode: parts.postalCode ?? a.postalCode, state: parts.province ?? a.state }, problems };
}

export const ChangePasswordRequest = z.object({
  currentPassword: z.string({ error: 'password.current.required' }).min(1, { error: 'password.current.required' }),
  password: Password,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

const PHONE = /^\+?[0-9 ().-]{7,20}$/;

/** A delivery address as the address form sends it. Required parts must be there; the country must be
 * one we deliver to; the address needs a real province or territory, and a postal code that is in it
 * (stored the usual way, e.g. "A1A 1A1"): the province decides the tax. */
export const AddressInput = z
  .object({
    fullName: requiredText('Full name', 100, 'address.fullName.required'),
    street: requiredText('Street', 200, 'address.street.required'),
    apartment: lineText('Apartment/Suite', 100).default(''),
    city: requiredText('City', 100, 'address.city.required'),
    province: requiredText('Province', 100, 'address.province.required'),
    country: lineText('Country', 100).default('Canada'),
    postalCode: requiredText('Postal code', 20, 'address.postalCode.required'),
    phoneNumber: z
      .string({ error: 'address.phone.notText' })
      .trim()
      .max(20, { error: 'address.phone.tooLong' })
      .default('')
      .refine((p) => p === '' || PHONE.test(p), { error: 'address.phone.format' }),
  })
  .transform((a, ctx) => {
    const country = a.country ? findCountry(a.country) : 'Canada';
    if (!country) {
      ctx.addIssue(codedIssue('address.country.refused', undefined, ['country']));
      return z.NEVER;
    }
    const parts = checkProvinceAndPostalCode(a);
    for (const p of parts.problems) ctx.addIssue(codedIssue(p.code, p.values, [p.field]));
    return { ...a, country, province: parts.province ?? a.province, postalCode: parts.postalCode ?? a.postalCode };
  });
export type AddressInput = z.infer<typeof AddressInput>;

export const Address = z.object({
  _id: z.string(),
  fullName: z.string(),
  street: z.string(),
  /** Absent on addresses kept before the address book had the line. */
  apartment: z.string().optional(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  postalCode: z.string(),
  phoneNumber: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof Address>;

export const AddressParams = z.object({ id: z.string(), addressId: z.string() });
export const ProductParams = z.object({ id: z.string(), productId: Id });

export const ProductIdList = z.object({
  productIds: z.array(Id).max(100, { error: 'products.atMost' }),
});

export const WishlistResponse = z.object({ productIds: z.array(z.string()) });
export type WishlistResponse = z.infer<typeof WishlistResponse>;
export const HistoryResponse = z.object({ productIds: z.array(z.string()) });
export type HistoryResponse = z.infer<typeof HistoryResponse>;
