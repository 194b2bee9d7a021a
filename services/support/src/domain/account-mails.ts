import { EMAIL_VERIFICATION_HOURS, type EventPayload } from '@storefront/contracts';
import { textIn } from '../messages';
import { type ShopperLanguage, dateIn, hello } from './formats';

/** The mail with the link to choose a new password: what it is for, how long it works, and what to do
 * if the shopper did not ask (nothing: the password stays as it is). In the account's language (the
 * event's `language`; none is English). */
export function passwordResetMail(
  p: EventPayload<'user.password-reset-requested'>,
  language: ShopperLanguage,
): { subject: string; text: string } {
  const t = textIn(language);
  const time = dateIn(language, p.expiresAt, { hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' });
  return {
    subject: t('reset.subject'),
    text: [
      hello(t, p.name),
      '',
      t('reset.asked'),
      '',
      p.resetUrl,
      '',
      t('reset.works', { time }),
      '',
      t('reset.notYou'),
      '',
      t('mail.signature'),
    ].join('\n'),
  };
}

/** The mail with the link to prove the account's email: what following it does (the address is
 * confirmed, and orders placed as a guest with it join the account), how long it works, and what to do
 * if the reader made no account (nothing: without the link, nothing happens). */
export function emailVerificationMail(
  p: EventPayload<'user.email-verification-requested'>,
  language: ShopperLanguage,
): { subject: string; text: string } {
  const t = textIn(language);
  const date = dateIn(language, p.expiresAt, {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Toronto',
  });
  return {
    subject: t('verify.subject'),
    text: [
      hello(t, p.name),
      '',
      t('verify.confirm', { email: p.email }),
      '',
      p.verifyUrl,
      '',
      t('verify.joins'),
      '',
      t('verify.works', { hours: EMAIL_VERIFICATION_HOURS, date }),
      '',
      t('verify.notYou'),
      '',
      t('mail.signature'),
    ].join('\n'),
  };
}
