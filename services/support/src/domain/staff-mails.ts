import type { Identity } from '@storefront/contracts';
import { staffText as t } from '../messages/staff';

// The mails to the support inbox: what staff need to answer, in their language (messages/staff.ts).

/** A message from the contact form, forwarded as it was written. `proven`: the sender was signed in to
 * an account that proved the address they gave. */
export function contactForward(p: {
  ref: string;
  name: string;
  email: string;
  message: string;
  userId: string | undefined;
  proven: boolean;
}): { subject: string; text: string } {
  const { ref, name, email } = p;
  return {
    subject: t(p.proven ? 'contact.subject' : 'contact.subject.unproven', { ref, name, email }),
    text: [
      t('contact.from', { name, email }),
      t(p.proven ? 'address.proven' : 'address.unproven'),
      p.userId ? t('contact.signedIn', { userId: p.userId }) : t('contact.visitor'),
      t('contact.reference', { ref }),
      '',
      p.message,
    ].join('\n'),
  };
}

/** A shopper's name as staff read it: angle brackets (allowed in names made before they were refused)
 * are shown as look-alikes, so no name reads as an address of its own. */
const asWritten = (name: string) => name.replace(/</g, '‹').replace(/>/g, '›');

/** A chat ticket: who asked, for what, in which page language, and the conversation so far.
 * `proven`: the shopper's account proved its address. */
export function ticketForStaff(p: {
  ticketNumber: string;
  kind: 'person' | 'complaint';
  shopper: Identity | undefined;
  proven: boolean;
  language: string;
  transcript: string;
}): { subject: string; text: string } {
  const { ticketNumber: ticket } = p;
  const shopper = p.shopper && { ...p.shopper, name: asWritten(p.shopper.name) };
  const from = shopper
    ? t(p.proven ? 'ticket.shopper' : 'ticket.shopper.unproven', { name: shopper.name, email: shopper.email })
    : t('ticket.visitor');
  return {
    subject: t(p.kind === 'person' ? 'ticket.subject.person' : 'ticket.subject.complaint', { ticket, from }),
    text: [
      t('ticket.number', { ticket }),
      t(p.kind === 'person' ? 'ticket.kind.person' : 'ticket.kind.complaint'),
      shopper ? t('ticket.from', { name: shopper.name, email: shopper.email, userId: shopper.userId }) : t('ticket.fromVisitor'),
      ...(shopper ? [t(p.proven ? 'address.proven' : 'address.unproven')] : []),
      t('ticket.language', { language: p.language }),
      '',
      t('ticket.conversation'),
      p.transcript,
    ].join('\n'),
  };
}
