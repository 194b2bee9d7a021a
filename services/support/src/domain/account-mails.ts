import type { EventPayload } from '@storefront/contracts';

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
