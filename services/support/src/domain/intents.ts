/**
 * The kinds of request the assistant understands. Each has training phrasings in English and French
 * (training/en.ts, training/fr.ts) and an answer in each language; some also act on the shopper's data.
 */
export const INTENTS = {
  'order-status': 'Where is my order, tracking it, when it will arrive, what state it is in.',
  'cancel-order': 'Cancelling an order (this one, the latest, by number), or how to cancel.',
  'cancellation-fee': 'Whether cancelling costs anything: cancellation fees, penalties, charges for cancelling.',
  'change-order': 'Changing an order before it ships: items, quantities, size or colour, delivery date.',
  'shipping-address': 'Setting up, adding, changing or correcting a shipping / delivery address (saved or on an order).',
  'delivery-options': 'Delivery options and methods, shipping costs, express, pick-up, which carriers, where we ship.',
  'delivery-time': 'How long delivery takes, shipping times, when things arrive in general (not one order).',
  returns: 'Returning or exchanging items, the return policy, return labels, the return window.',
  refund: 'Getting a refund, asking for money back, the refund policy (how and when refunds are made).',
  'refund-status': 'Where a refund or a return stands: has my refund been processed, track my refund.',
  invoice: 'Invoices and receipts: getting, checking, downloading, or resending the receipt of an order.',
  'payment-methods': 'Which payment methods are accepted (cards, PayPal, gift cards, instalments, currencies).',
  'payment-problem': 'A payment that failed, was declined, charged twice, or any trouble paying.',
  'place-order': 'How to buy: placing an order, checking out, ordering without an account.',
  'create-account': 'Creating an account, signing up, registering, and trouble while registering.',
  'edit-account': 'Changing account details: name, email, phone, profile, preferences.',
  'switch-account': 'Switching to another account or account type, using a different account.',
  'sign-in': 'Sign-in trouble, forgotten or reset password, locked out, verification code.',
  'delete-account': 'Closing or deleting an account, removing personal data.',
  review: 'Leaving a review or feedback on a product or on the shop, rating a purchase.',
  complaint: 'A complaint: unhappy with a product, the service, a delivery, wants to complain formally.',
  human: 'Talking to a person: a human agent, a representative, a real person, a live operator.',
  contact: 'How to contact customer service: phone number, email, hours, contact form.',
  newsletter: 'Subscribing to or unsubscribing from the newsletter, marketing emails, promotions emails.',
  tax: 'Sales taxes: GST, HST, PST, QST, tax on orders, tax exemptions, duties.',
  'product-question':
    'A question about products themselves: sizes, colours, materials, whether something is in stock or coming back, where it is made, how to use or care for it, recommendations of what to buy.',
  promotions:
    'Sales, discounts, coupons, promo codes, student or senior discounts, price matching, price adjustments, gift cards, gift wrapping, bulk or wholesale prices.',
  greeting: 'Hello, hi, good morning: a greeting with no question.',
  thanks: 'Thank you, thanks, that helped: gratitude with no question.',
  agree: 'Yes, confirm, go ahead, do it: agreeing to what the assistant just proposed.',
  decline: 'No, do not, keep it, never mind: declining what the assistant just proposed.',
  'out-of-scope': 'Anything a shop assistant cannot do: weather, jokes, homework, booking flights, other shops, medical or legal advice.',
} as const;

export type Intent = keyof typeof INTENTS;
export const INTENT_NAMES = Object.keys(INTENTS) as Intent[];
