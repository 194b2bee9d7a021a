import { z } from 'zod';
import { ERROR_MESSAGES } from './errors';
import { LANGUAGES } from './languages';
import { lineText, linkToken, requiredText } from './common';

export const Email = z
  .string({ error: 'email.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'email.required' })
  .max(254, { error: 'email.tooLong' })
  .pipe(z.email({ error: 'email.invalid' }));

/** The mailbox an address delivers to, for counting what is sent per sender or recipient: lower case
 * and without a "+tag" (rita+1@example.com and Rita@example.com are one mailbox). */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+')[0]!;
  return `${local}@${email.slice(at + 1)}`.toLowerCase();
}

export const Password = z
  .string({ error: 'password.required' })
  .min(8, { error: 'password.tooShort' })
  .max(200, { error: 'password.tooLong' });

/** A shopper's name, as the contact form takes one: no angle brackets, so nothing in it can pass for an
 * address ("Ada <staff@maplemarket.ca>") where staff read it. */
export const PersonName = requiredText('Name', 100, 'name.required').refine((s) => !/[<>]/.test(s), { error: 'name.markup' });

export const RegisterRequest = z.object({
  name: PersonName,
  email: Email,
  password: Password,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.object({
  email: Email,
  // No length rule at login: a wrong password is simply wrong.
  password: z.string({ error: 'password.required' }).min(1, { error: 'password.required' }).max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 60;

/** POST /api/users/password-reset: mail me a link to choose a new password. */
export const PasswordResetRequest = z.object({ email: Email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** What the store says to any reset request, whether or not the email has an account. */
export const PASSWORD_RESET_SENT = ERROR_MESSAGES['reset.sent'];

/** POST /api/users/password-reset/complete: the link's token and the new password. */
export const PasswordResetCompletion = z.object({
  token: linkToken('reset.link.invalid'),
  password: Password,
});
export type PasswordResetCompletion = z.infer<typeof PasswordResetCompletion>;

const profileAddressParts = {
  fullName: lineText('Full name', 100),
  street: lineText('Street address', 200),
  apartment: lineText('Apartment/Suite', 100),
  city: lineText('City', 100),
  state: lineText('Province', 100),
  country: lineText('Country', 100),
  postalCode: lineText('Postal code', 20),
};

/** The profile's shipping address (spec: User.address). Every part may be blank until the shopper fills it. */
export const ProfileAddress = z.object({
  fullName: profileAddressParts.fullName.default(''),
  street: profileAddressParts.street.default(''),
  apartment: profileAddressParts.apartment.default(''),
  city: profileAddressParts.city.default(''),
  state: profileAddressParts.state.default(''),
  country: profileAddressParts.country.default('Canada'),
  postalCode: profileAddressParts.postalCode.default(''),
});
export type ProfileAddress = z.infer<typeof ProfileAddress>;

/** A change to the profile address: only the parts sent change, the others stay as stored. */
export const ProfileAddressChange = z.object(profileAddressParts).partial();
export type ProfileAddressChange = z.infer<typeof ProfileAddressChange>;

export const User = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  address: ProfileAddress,
  createdAt: z.string(),
  /** The language the shopper chose to read the store and their mails in; absent until they have one. */
  language: z.enum(LANGUAGES).optional(),
});
export type User = z.infer<typeof User>;

/** The footer's language switch, saved on the account of a signed-in shopper (mails follow it). */
export const LanguageChoice = z.strictObject({ language: z.enum(LANGUAGES, { error: 'language.unknown' }) });
export type LanguageChoice = z.infer<typeof LanguageChoice>;

export const RegisterResponse = z.object({
  message: z.string(),
  user: User,
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const LoginResponse = z.object({
  token: z.string(),
  user: z.object({ _id: z.string(), isAdmin: z.boolean(), name: z.string() }),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** What a signed session token says about its bearer. */
export const Identity = z.object({
  userId: z.string(),
  isAdmin: z.boolean(),
  name: z.string(),
  email: z.string().default(''),
});
export type Identity = z.infer<typeof Identity>;

/** How long a link to prove an email address works. */
export const EMAIL_VERIFICATION_HOURS = 48;

/** POST /api/users/verify-email: the token from the link mailed to the account's address. Following it
 * proves the address is the shopper's, and brings the orders they placed as a guest with it into the account. */
export const VerifyEmailRequest = z.object({
  token: linkToken('verify.link.invalid'),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;
