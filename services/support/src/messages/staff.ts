import { type Translate, messageTable } from '@storefront/contracts/i18n';
import { SOURCE_LANGUAGE } from '@storefront/contracts/languages';

// What the support service writes to its own staff (the support inbox), in the shop's working language,
// English, whatever the shopper's: one language, so no file beside this one.
const staff = {
  'contact.subject': 'Contact form {{ref}}: {{name}} <{{email}}>',
  'contact.subject.unproven': 'Contact form {{ref}}: {{name}} <{{email}}> (address not proven)',
  'contact.from': 'From: {{name}} <{{email}}>',
  'contact.signedIn': 'Signed in as: {{userId}}',
  'contact.visitor': 'Signed in as: visitor',
  'contact.reference': 'Reference: {{ref}}',
  'address.proven': 'Address: proven (the account opened the link we mailed to it).',
  'address.unproven':
    'Address: NOT proven. Anyone can type any address: before acting on what this mail asks (a refund, an address change, an order), check it with the account holder.',
  'ticket.subject.person': 'Chat ticket {{ticket}} (asks for a person): {{from}}',
  'ticket.subject.complaint': 'Chat ticket {{ticket}} (complaint): {{from}}',
  'ticket.shopper': '{{name}} <{{email}}>',
  'ticket.shopper.unproven': '{{name}} <{{email}}> (address not proven)',
  'ticket.visitor': 'visitor, not signed in',
  'ticket.number': 'Ticket: {{ticket}}',
  'ticket.kind.person': 'Kind: the shopper asked for a person',
  'ticket.kind.complaint': 'Kind: complaint',
  'ticket.from': 'Shopper: {{name}} <{{email}}> ({{userId}})',
  'ticket.fromVisitor': 'Shopper: visitor, not signed in: no address to reply to',
  'ticket.language': 'Page language: {{language}}',
  'ticket.conversation': 'The conversation:',
};

const table = messageTable();
table.add(SOURCE_LANGUAGE, 'support-staff', staff);

/** The words of a mail to staff. */
export const staffText: Translate<typeof staff> = (key, values) => table.text(SOURCE_LANGUAGE, 'support-staff', key, values);
