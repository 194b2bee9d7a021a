import { EMAIL_VERIFICATION_HOURS, type EventPayload } from '@storefront/contracts';

const SIGNATURE = 'Maple Market · 100 Queen Street West, Toronto, ON M5H 2N2 · 1-800-555-0199';

/** The mail with the link to choose a new password: what it is for, how long it works, and what to do
 * if the shopper did not ask (nothing: the password stays as it is). */
export function passwordResetMail(p: EventPayload<'user.password-reset-requested'>): { subject: string; text: string } {
  const until = new Date(p.expiresAt).toLocaleTimeString('en-CA', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' });
  return {
    subject: 'Choose a new Maple Market password',
    text: [
      `Hello ${p.name || 'there'},`,
      '',
      'Someone (we hope you) asked to choose a new password for your Maple Market account. To choose one, open this link:',
      '',
      p.resetUrl,
      '',
      `The link works once, for one hour (until ${until}, Toronto time). Choosing a new password signs you out everywhere else.`,
      '',
      'If you did not ask, ignore this mail: your password stays as it is.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** The mail with the link to prove the account's email: what following it does (the address is
 * confirmed, and orders placed as a guest with it join the account), how long it works, and what to do
 * if the reader made no account (nothing: without the link, nothing happens). */
export function emailVerificationMail(p: EventPayload<'user.email-verification-requested'>): { subject: string; text: string } {
  const until = new Date(p.expiresAt).toLocaleString('en-CA', {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Toronto',
  });
  return {
    subject: 'Confirm your Maple Market email address',
    text: [
      `Hello ${p.name || 'there'},`,
      '',
      `Please confirm that ${p.email} is the address of your Maple Market account by opening this link:`,
      '',
      p.verifyUrl,
      '',
      'Following it confirms your address, and brings any orders you placed as a guest with this email into your account, under Your Orders.',
      '',
      `The link works for ${EMAIL_VERIFICATION_HOURS} hours (until ${until}, Toronto time). After that, sign in and open it again to get a new one.`,
      '',
      'If you did not make a Maple Market account, ignore this mail: nothing happens unless the link is followed.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
