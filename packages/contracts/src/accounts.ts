import { z } from 'zod';
import { findProvince, isCanada, normalisePostalCode } from './canada';
import { Password, ProfileAddress } from './users';
import { Id, requiredText } from './common';

export const UpdateProfileRequest = z.object({
  name: requiredText('Name', 100),
  /** Sent back unchanged by the profile page; it cannot be changed here. */
  email: z.string().optional(),
  address: ProfileAddress.partial()
    .default({})
    .transform((a, ctx) => {
      // Blank parts may stay blank; a Canadian postal code or province that is given must be real.
      if (!a.country || !isCanada(a.country)) return a; // the stored country decides when none is sent
      const postalCode = a.postalCode ? normalisePostalCode(a.postalCode) : undefined;
      if (a.postalCode && !postalCode) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'A Canadian postal code looks like A1A 1A1.' });
      if (a.state && !findProvince(a.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: `"${a.state}" is not a Canadian province or territory.` });
      return postalCode ? { ...a, postalCode } : a;
    }),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const ChangePasswordRequest = z.object({
  currentPassword: z.string({ error: 'Your current password is required.' }).min(1, { error: 'Your current password is required.' }),
  password: Password,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

const PHONE = /^\+?[0-9 ().-]{7,20}$/;

/** A delivery address as the address form sends it. Required parts must be there; a Canadian address
 * needs a real province or territory and a postal code that looks like one (stored as "A1A 1A1"). */
export const AddressInput = z
  .object({
    fullName: requiredText('Full name', 100),
    street: requiredText('Street', 200),
    city: requiredText('City', 100),
    province: requiredText('Province/State', 100),
    country: z.string().trim().max(100).default('Canada').transform((c) => c || 'Canada'),
    postalCode: requiredText('Postal code', 20),
    phoneNumber: z
      .string()
      .trim()
      .max(20, { error: 'Phone number must be at most 20 characters.' })
      .default('')
      .refine((p) => p === '' || PHONE.test(p), { error: 'Phone number may contain only digits, spaces, +, -, ( and ).' }),
  })
  .transform((a, ctx) => {
    if (!isCanada(a.country)) {
      if (/^(usa?|united states( of america)?)$/i.test(a.country) && !/^\d{5}(-\d{4})?$/.test(a.postalCode)) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'A US ZIP code looks like 12345 or 12345-6789.' });
      }
      return a;
    }
    const province = findProvince(a.province);
    if (!province) {
      ctx.addIssue({ code: 'custom', path: ['province'], message: `"${a.province}" is not a Canadian province or territory.` });
    }
    const postalCode = normalisePostalCode(a.postalCode);
    if (!postalCode) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'A Canadian postal code looks like A1A 1A1.' });
    }
    return { ...a, country: 'Canada', province: province?.code ?? a.province, postalCode: postalCode ?? a.postalCode };
  });
export type AddressInput = z.infer<typeof AddressInput>;

export const Address = z.object({
  _id: z.string(),
  fullName: z.string(),
  street: z.string(),
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
  productIds: z.array(Id).max(100, { error: 'At most 100 products at a time.' }),
});

export const WishlistResponse = z.object({ productIds: z.array(z.string()) });
export type WishlistResponse = z.infer<typeof WishlistResponse>;
export const HistoryResponse = z.object({ productIds: z.array(z.string()) });
export type HistoryResponse = z.infer<typeof HistoryResponse>;
