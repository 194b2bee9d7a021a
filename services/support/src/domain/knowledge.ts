/** What the assistant knows: each topic, the words that show a question is about it, phrasings shoppers
 * use for it, and the answer. Kept in the repo so answers are reviewed like code; the cues and
 * phrasings teach the classifier (src/domain/assistant.ts). */

export type Topic =
  | 'order-status'
  | 'delivery'
  | 'returns'
  | 'payment'
  | 'account'
  | 'tax'
  | 'contact'
  | 'greeting'
  | 'thanks';

export interface TopicKnowledge {
  topic: Topic;
  /** What a question must say to be about this topic: a cue from every list. A cue is a word or a
   * run of words as people write them (each form listed: 'arrive', 'arrived'), matched after typos
   * are read. Words that belong to many kinds of question ('card', 'order', 'price') are not cues
   * on their own: "gift card" is not a payment question and "order in bulk" asks no order's status. */
  cues: string[][];
  /** Only for topics whose answer acts on the shopper's data (their latest order): without its cues a
   * question is never filed here, however close its words are to a phrasing. */
  cuesRequired?: boolean;
  phrases: string[];
  answer: string;
}

export const CONTACT_FORM = '/customer-service';

export const KNOWLEDGE: TopicKnowledge[] = [
  {
    topic: 'order-status',
    // An order of theirs, and a question about where it is: "where is my order", not "can I order in bulk".
    cues: [
      ['order', 'orders', 'ordered', 'package', 'packages', 'parcel', 'parcels', 'purchase', 'purchases', 'purchased', 'shipment', 'stuff', 'bought', 'my delivery', 'my item', 'my items', 'my things', 'my box'],
      ['where', 'wheres', 'when', 'whens', 'status', 'track', 'tracking', 'tracked', 'tracker', 'update', 'updates', 'arrive', 'arrived', 'arrives', 'arriving', 'arrival',
        'come', 'coming', 'never came', 'shipped', 'sent', 'dispatched', 'left', 'on its way', 'on the way', 'yet', 'still', 'late', 'delayed', 'delay', 'waiting', 'wait',
        'show up', 'showed up', 'shown up', 'lost', 'missing', 'eta', 'today', 'expected', 'never got', 'not received', 'hasnt', 'havent'],
    ],
    cuesRequired: true,
    phrases: [
      'where is my order',
      'where is my package',
      'order status',
      'track my order',
      'has my order shipped',
      'when will my order arrive',
      'status of my purchase',
      'my order has not arrived',
      'what happened to my order',
      'is my order on the way',
      'can you check my order',
      'did you ship my parcel',
      'order tracking number',
      'i am still waiting for my delivery',
      'order paid but nothing arrived',
      'latest order',
    ],
    answer:
      'You can follow every order under Returns & Orders (/orders): it shows each order, its status and its delivery date. Log in and ask me again, and I will look up your latest order for you.',
  },
  {
    topic: 'delivery',
    cues: [['ship', 'ships', 'shipping', 'shipped', 'deliver', 'delivers', 'delivered', 'delivery', 'deliveries', 'courier', 'carrier', 'postage', 'canada post', 'purolator',
      'overseas', 'abroad', 'internationally', 'international', 'next day', 'same day', 'overnight', 'express']],
    phrases: [
      'how long does delivery take',
      'delivery time',
      'how much is shipping',
      'shipping cost',
      'is shipping free',
      'do you deliver to my city',
      'do you ship to the united states',
      'can i choose a delivery date',
      'how fast is delivery',
      'when do you deliver',
      'delivery days',
      'shipping options',
      'do you ship internationally',
      'express shipping',
      'delivery to rural areas',
      'shipping fees',
      'delivery charge',
    ],
    answer:
      'Shipping is always free. At checkout you pick one of the next five days, starting tomorrow; we deliver across Canada and abroad, and an order usually takes 2-3 business days at most.',
  },
  {
    topic: 'returns',
    cues: [['return', 'returns', 'returned', 'returning', 'refund', 'refunds', 'refunded', 'exchange', 'exchanges', 'exchanged', 'swap', 'money back', 'cash back',
      'send back', 'send it back', 'take back', 'take it back', 'damaged', 'damage', 'broken', 'broke', 'faulty', 'defective', 'torn', 'ripped', 'cracked', 'doesnt work',
      'not working', 'stopped working', 'wrong size', 'wrong item', 'wrong product', 'wrong colour', 'wrong color', 'doesnt fit', 'too small', 'too big']],
    phrases: [
      'how do i return an item',
      'return policy',
      'can i get a refund',
      'refund',
      'i want my money back',
      'exchange a product',
      'the item arrived broken',
      'damaged product',
      'wrong item received',
      'how long do i have to return',
      'when will i get my refund',
      'return shipping cost',
      'send back an order',
      'product does not fit',
      'cancel and refund',
    ],
    answer:
      'Returns are free within 30 days of delivery. Send us a message through the contact form (/customer-service) with your order number and what is wrong; we will email you a prepaid return label. Refunds go back to your card within 5-10 business days of the return reaching us.',
  },
  {
    topic: 'payment',
    cues: [['pay', 'paid', 'paying', 'payment', 'payments', 'credit card', 'debit card', 'debit', 'credit', 'visa', 'mastercard', 'amex', 'american express', 'paypal',
      'interac', 'e transfer', 'e transfers', 'etransfer', 'apple pay', 'google pay', 'declined', 'rejected', 'charge', 'charged', 'charges', 'card number', 'card details',
      'cash', 'billing', 'bank', 'went through', 'go through']],
    phrases: [
      'what payment methods do you accept',
      'can i pay with visa',
      'do you take mastercard',
      'american express',
      'my payment failed',
      'card declined',
      'is it safe to pay with my card',
      'do you store my credit card',
      'pay by card',
      'payment did not go through',
      'i was charged twice',
      'can i pay with paypal',
      'payment options',
      'pay later',
      'checkout payment problem',
      'double charged',
    ],
    answer:
      'We take Visa, Mastercard and American Express on our payment provider\'s secure page (Stripe); we never see or store your card. If a payment did not go through, your order waits for you: open Your Orders and choose Proceed to Checkout to try again. Two charges for one order? An attempt that did not go through can show as a pending charge for a few days and then drop off; if both stay, send us the order number through the contact form (/customer-service).',
  },
  {
    topic: 'account',
    cues: [['account', 'password', 'passwords', 'login', 'log in', 'logged in', 'sign in', 'signin', 'sign up', 'signup', 'register', 'registration', 'profile', 'username',
      'locked', 'locked out', 'personal details', 'personal info', 'personal information', 'my details', 'saved address', 'my address', 'my addresses', 'new address', 'delivery address', 'shipping address',
      'my name', 'last name', 'first name', 'my email']],
    phrases: [
      'how do i change my password',
      'i forgot my password',
      'reset my password',
      'cannot log in',
      'login problem',
      'change my email address',
      'update my profile',
      'delete my account',
      'create an account',
      'how do i sign up',
      'change my name on the account',
      'my account is locked',
      'too many login attempts',
      'edit my addresses',
      'change my shipping address',
      'add a new address',
    ],
    answer:
      'Your Account (/account) has it all: Edit Profile for your name and shipping details, Change Password (you need your current password), and Your Addresses for delivery addresses. Forgot your password, or locked out after too many tries? Wait 15 minutes, or send us a message from the contact form (/customer-service) and we will help you get back in.',
  },
  {
    topic: 'tax',
    // Rates as people see them on a bill ("13%") are cues too: they are the provinces' rates.
    cues: [['tax', 'taxes', 'taxed', 'gst', 'hst', 'pst', 'qst', 'rst', 'exempt', 'exemption', '5 percent', '6 percent', '7 percent', '9.975 percent', '13 percent', '14 percent', '15 percent']],
    phrases: [
      'do prices include tax',
      'how much is the hst',
      'gst',
      'hst',
      'pst',
      'sales tax',
      'why was i charged tax',
      'tax in quebec',
      'qst',
      'tax rate in ontario',
      'do you charge tax outside canada',
      'is tax included in the total',
      'which taxes do i pay',
      'gst hst number',
      'tax exemption',
    ],
    answer:
      'Prices are shown before tax. At checkout we add the sales tax of the province you ship to: HST of 13% in Ontario, 14% in Nova Scotia and 15% in New Brunswick, Newfoundland and Labrador and PEI; 5% GST elsewhere, plus PST in British Columbia (7%), Saskatchewan (6%) and Manitoba (7% RST) and QST in Quebec (9.975%). Orders shipped outside Canada pay no Canadian tax.',
  },
  {
    topic: 'contact',
    cues: [['contact', 'phone number', 'phone line', 'by phone', 'telephone', 'call', 'calling', 'human', 'person', 'agent', 'representative', 'speak', 'talk', 'complaint', 'complain', 'head office',
      'office', 'mailing address', 'your address', 'located', 'location', 'hours', 'customer service', 'customer support', 'email you', 'reach you', 'get hold', 'get in touch',
      'write to you']],
    phrases: [
      'how can i contact you',
      'phone number',
      'can i talk to a person',
      'speak to a human',
      'customer service email',
      'where are you located',
      'store address',
      'opening hours',
      'call you',
      'talk to an agent',
      'contact support',
      'live agent please',
      'your address in toronto',
      'send you a message',
      'complaint',
      'contact you by email',
    ],
    answer:
      'You can send us a message through the contact form (/customer-service): we answer by email within one business day. You can also call 1-800-555-0199 (Monday to Friday, 9 to 5 Eastern) or write to us at 100 Queen Street West, Toronto, ON M5H 2N2.',
  },
  {
    topic: 'greeting',
    cues: [['hi', 'hello', 'hey', 'heya', 'hiya', 'howdy', 'yo', 'greetings', 'bonjour', 'allo', 'salut', 'morning', 'afternoon', 'evening', 'good day', 'anybody', 'anyone']],
    phrases: ['hello', 'hi', 'hey there', 'good morning', 'good afternoon', 'good evening', 'bonjour', 'hi there', 'anyone there', 'hello can you help me', 'hey', 'yo'],
    answer: "Hello! I'm the Maple Market assistant. Ask me about your order, delivery, returns and refunds, payment, your account or GST/HST.",
  },
  {
    topic: 'thanks',
    cues: [['thanks', 'thank', 'thx', 'ty', 'merci', 'appreciate', 'appreciated', 'cheers', 'perfect', 'awesome', 'great', 'cool', 'bye', 'goodbye', 'have a nice day', 'have a good day']],
    phrases: ['thanks', 'thank you', 'thanks a lot', 'that helps', 'great thanks', 'perfect', 'awesome', 'merci', 'bye', 'goodbye', 'cheers'],
    answer: "You're welcome! Anything else, just ask. Have a great day.",
  },
];

export const UNKNOWN_ANSWER = `I'm sorry, I don't know the answer to that. Please send us a message through our contact form (${CONTACT_FORM}) and our team will reply by email.`;
