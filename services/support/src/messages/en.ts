import { shopWords } from '@storefront/contracts/shop';
import type { Intent } from '../domain/intents';

// What the support service says to shoppers, in English: the chat's answers, and every mail to a
// shopper. Each other language has a file beside this one with every key (a missing one does not
// compile). Facts are the shop's own (what the services really allow); `{{values}}` are filled in.

/** The assistant's static answer to each intent. For the intents the code acts on (order-status,
 * cancel-order, refund-status, invoice) this is the answer for a visitor who is not signed in; for human
 * and complaint it is the fallback when no support ticket could be opened; agree and decline are the
 * answers when nothing had been proposed. */
const answers: Record<`answer.${Intent}`, string> = {
  'answer.order-status':
    'You can follow every order under Returns & Orders (/orders): it shows each order, its status and its delivery date. Log in and ask me again, and I will look up your latest order for you; ordered as a guest? Find my order (/find-order) emails you a link to it.',
  'answer.cancel-order':
    'An order can be cancelled until it ships: open it under Your Orders (/orders) and choose Cancel order, and anything you paid goes back to your card in full. Log in and ask me again, and I can cancel an order that is still waiting for payment for you; ordered as a guest? Sign in or create an account with the email you ordered with and confirm it (the order joins your account), or write to us through the contact form (/customer-service).',
  'answer.cancellation-fee':
    'Cancelling costs nothing: an order that has not shipped yet can be cancelled from Your Orders (/orders) with Cancel order, and anything you paid goes back to your card in full. Once it has shipped it can no longer be cancelled, but returns are free within 30 days of delivery.',
  'answer.change-order':
    'Sorry, once an order is placed its items, quantities, address and delivery date can no longer be changed. As long as it has not shipped, you can cancel it under Your Orders (/orders) with Cancel order (anything you paid goes back to your card in full) and order again; once it is delivered, returns are free within 30 days.',
  'answer.shipping-address':
    'Your delivery addresses are under Your Addresses (/account/addresses): + Add Address, Edit, Remove, or Set as Default for the one checkout uses, and at checkout Change lets you pick another. We deliver anywhere in Canada, and only in Canada. The address of an order already placed cannot be changed: if it has not shipped, cancel it under Your Orders (/orders) and order again with the right address.',
  'answer.delivery-options':
    'Shipping is always free, with one delivery service: at checkout you pick one of the next five days, starting tomorrow (there is no express delivery or in-store pick-up). We deliver anywhere in Canada, and only in Canada; once your order ships, the carrier and tracking number show on it under Your Orders (/orders).',
  'answer.delivery-time':
    'You choose the day yourself: at checkout you pick your delivery day among the next five days, starting tomorrow, and the order arrives that day. Shipping is always free.',
  'answer.returns':
    'Returns are free within 30 days of delivery: open the order under Returns & Orders (/orders), choose Return items and the items to send back, and we email you a return number and a free return label to drop off at any Canada Post outlet. Refunds go back to your card within 5-10 business days of the return reaching us; to swap an item, return it and order the one you want.',
  'answer.refund':
    'Refunds always go back to the card you paid with: for a return, once the parcel reaches us; for a paid order you cancel before it ships, in full. They usually show on your statement within 5-10 business days; to send items back, open the order under Returns & Orders (/orders) within 30 days of delivery and choose Return items.',
  'answer.refund-status':
    'Log in and ask me "where is my refund?" and I will look it up; each order also shows its returns and refunds when you open it under Returns & Orders (/orders). Refunds go back to your card within 5-10 business days of the return reaching us; ordered as a guest? Find my order (/find-order) emails you a link to your order.',
  'answer.invoice':
    'We email your receipt as soon as an order is paid, and every order is under Returns & Orders (/orders) with View Details. Log in and ask me again, and I will send you the receipt of your latest paid order once more; ordered as a guest? Find my order (/find-order) emails you a link to your order.',
  'answer.payment-methods':
    "We take Visa, Mastercard and American Express, in Canadian dollars, on our payment provider's secure page (Stripe); we never see or store your card. Our gift cards and your store credit pay too, all or part of an order (the rest by card); we don't take PayPal or payment in instalments.",
  'answer.payment-problem':
    'If a payment did not go through, nothing was charged and your order waits for you: open Your Orders (/orders) and choose Proceed to Checkout to try again (for an order whose payment failed, Buy Again puts the same items in a new order). Two charges for one order? An attempt that did not go through can show as a pending charge for a few days and then drop off; if both stay, send us the order number through the contact form (/customer-service).',
  'answer.place-order':
    "Add what you want to your cart, open your cart (/cart) and choose Proceed to Checkout; pick a delivery day, choose Place your order, and pay by card on our payment provider's secure page. No account needed: choose Continue as guest and give your email, and we email your receipt with a link to follow your order.",
  'answer.create-account':
    'Choose Register at the top of the page (/register) and fill in Username, Email and a Password of at least 8 characters; we then email you a link to confirm your address. If it says an account with this email already exists, log in instead, or use Forgot your password? on the Login page (/login).',
  'answer.edit-account':
    'Your Account (/account) has it all: Edit Profile for your name and shipping details, Change Password (you need your current password), and Your Addresses for delivery addresses and their phone numbers. Your email is your login and cannot be changed on the site; the language you pick in the footer is kept on your account for the store and our emails.',
  'answer.switch-account':
    "To use another account, choose Logout in the account menu, then Login with the other account's email and password. There is just one kind of shopper account, so there is no account type to switch to.",
  'answer.sign-in':
    'To reset your password, choose Forgot your password? on the Login page (/login): we email you a link to choose a new one. Locked out after too many tries? Wait 15 minutes, or send us a message from the contact form (/customer-service) and we will help you get back in.',
  'answer.delete-account':
    "Sorry, an account can't be closed from the site. To ask us to close it or remove your personal data, send us a message through the contact form (/customer-service) with your account's email, and our team will reply by email within one business day.",
  'answer.review':
    "Once an order is delivered, you can review what it held: open the product's page, go to Customer reviews and choose Write a review (we also mail you a link after delivery). Give it 1 to 5 stars, and a title and a few words if you like, in English or French. Our team reads each review before it appears; you can edit or delete yours on the same page. Only shoppers who bought and received a product can review it.",
  'answer.complaint':
    "I'm sorry to hear that, and I couldn't pass it to our team from here just now. Please tell us what happened through the contact form (/customer-service), with your order number if it is about an order, and we will reply by email within one business day; or call 1-800-555-0199 (Monday to Friday, 9 to 5 Eastern).",
  'answer.human':
    "I couldn't reach our team from here just now. Send us a message through the contact form (/customer-service) and a person will reply by email within one business day, or call 1-800-555-0199 (Monday to Friday, 9 to 5 Eastern).",
  'answer.contact':
    'You can send us a message through the contact form (/customer-service): we answer by email within one business day. You can also call 1-800-555-0199 (Monday to Friday, 9 to 5 Eastern) or write to us at 100 Queen Street West, Toronto, ON M5H 2N2.',
  'answer.newsletter':
    "We don't have a newsletter and don't send promotional emails: we only email you about your account and your orders (receipts, shipping, returns and refunds). To keep an eye on products you like, add them to your WishList.",
  'answer.tax':
    'Prices are shown before tax. At checkout we add the sales tax of the province you ship to: HST of 13% in Ontario, 14% in Nova Scotia and 15% in New Brunswick, Newfoundland and Labrador and PEI; 5% GST elsewhere, plus PST in British Columbia (7%), Saskatchewan (6%) and Manitoba (7% RST) and QST in Quebec (9.975%). Orders shipped outside Canada pay no Canadian tax.',
  'answer.product-question':
    "Each product's page shows its description, its price and whether it is in stock (In Stock, Only 3 left, or Out of Stock), and the search box finds products by name or kind. I can't see more than the page says (sizes, materials, restock dates): for that, send us a message through the contact form (/customer-service) and a person will answer within one business day.",
  'answer.promotions':
    'Sales apply by themselves: your cart shows each one and what it saves before you pay. Have a promo code? Type it under Promo code in your cart or at checkout and choose Apply. Shipping is always free. Gift cards are sold in the shop (Gift Cards, $10 to $500, emailed on the day you choose) and never expire. We have no gift wrapping or price matching at the moment; for a bulk or business order, write to us through the contact form (/customer-service).',
  'answer.greeting':
    "Hello! I'm the Maple Market assistant. Ask me about your order, delivery, returns and refunds, payment, your account or GST/HST.",
  'answer.thanks': "You're welcome! Anything else, just ask. Have a great day.",
  'answer.agree': 'Sure! What would you like me to help with: your order, delivery, returns and refunds, payment or your account?',
  'answer.decline': 'No problem. If there is anything else I can help with, just ask.',
  'answer.out-of-scope':
    "Sorry, that's not something I can help with here. I can help with your orders, delivery, returns and refunds, payment, your account and GST/HST.",
};

export const en = {
  ...answers,
  // An order's status as the shopper reads it: the shop's own words.
  ...shopWords.catalogue.en,
  'chat.unknown':
    "I'm sorry, I don't know the answer to that. Please send us a message through our contact form (/customer-service) and our team will reply by email.",
  'chat.noOrderToCancel':
    "I can't find an order waiting for payment on your account to cancel. A paid order that has not shipped can be cancelled under Your Orders (/orders) with Cancel order (what you paid goes back to your card in full); once delivered, returns are free within 30 days.",
  'chat.noPaidOrder':
    "I can't find a paid order on your account, so there is no receipt to send yet: we email the receipt as soon as an order is paid. An order waiting for payment shows Proceed to Checkout under Your Orders (/orders).",
  'chat.promotionsNow': 'On sale now: {{promotions}}.',
  'chat.giftCardUse':
    'Type your gift card code in the code field of your cart or at checkout and choose Apply: it pays as much of the order as it holds, tax included, and the card pays the rest (or nothing is left to pay at all). What it does not spend stays on it; it never expires and has no fees. Store credit on your account pays by itself when you are signed in.',
  'chat.giftCardBalanceSignedOut':
    'Type the gift card code in the code field of your cart: it shows what the card holds. For store credit, log in and ask me again, and I will tell you what is on your account.',
  'chat.storeCredit': 'Store credit on your account: {{cards}}. It pays your next orders by itself at checkout.',
  'chat.storeCreditCard': '{{balance}} on …{{lastFour}}',
  'chat.noStoreCredit':
    'There is no store credit on your account. For a gift card, type its code in the code field of your cart: it shows what the card holds.',
  'chat.promotion.until': 'until {{date}}',
  'chat.promotion.minimum': 'on orders of {{amount}} or more',
  'chat.promotion.signedIn': 'signed in',
  'chat.promotion.firstOrder': 'on a first order',
  'chat.ordersUnreachable':
    "I can't reach the order system right now. You can see all your orders under Returns & Orders (/orders), or try me again in a moment.",

  // The chat's answers from the shopper's own orders and what it did for them.
  'chat.confirmCancel':
    'Do you want me to cancel order {{order}}? It has not been paid, so nothing will be charged. Answer yes to cancel it, or no to keep it.',
  'chat.cancelled':
    'Done: order {{order}} is cancelled. You were not charged for it, so there is nothing to refund, and we have emailed you a confirmation.',
  'chat.keptOrder': 'All right, I have left order {{order}} as it is. Anything else I can help with?',
  'chat.cannotCancel.cancelled':
    'Order {{order}} is already cancelled. If you had paid for it, the refund to your card shows on the order under Your Orders (/orders).',
  'chat.cannotCancel.paid':
    "Order {{order}} is already paid, so I can't cancel it from the chat, but you can while it has not shipped: open it under Your Orders (/orders) and choose Cancel order, and what you paid goes back to your card in full.",
  'chat.cannotCancel.review':
    "Our team is checking the payment of order {{order}} with the payment provider, so I can't cancel it from here. Write to us through the contact form (/customer-service) with the order number and we will take care of it.",
  'chat.cannotCancel.shipped':
    'Order {{order}} has shipped and can no longer be cancelled. Once it is delivered, returns are free within 30 days: open it under Your Orders (/orders) and choose Return items.',
  'chat.cannotCancel.delivered':
    'Order {{order}} has been delivered, so it can no longer be cancelled. Returns are free within 30 days of delivery: open it under Your Orders (/orders) and choose Return items.',
  'chat.cannotCancel.returned':
    'Order {{order}} has shipped and can no longer be cancelled; it already has a return or refund, which you can follow under Your Orders (/orders).',
  'chat.cannotCancel.other':
    'Order {{order}} has the status "{{status}}", so I can\'t cancel it from here. Open it under Your Orders (/orders), or write to us through the contact form (/customer-service).',
  'chat.orderNotFound':
    "I can't find order {{order}} on your account. Check the number in your receipt email, or see all your orders under Your Orders (/orders); for an order placed as a guest, Find my order (/find-order) emails a link to the address it was placed with.",
  'chat.receiptResent':
    'I have sent the receipt for order {{order}} again to {{email}}. Not there in a few minutes? Check your spam folder; the order is also under Your Orders (/orders).',
  'chat.receiptSentOften':
    "I have already sent the receipt for order {{order}} to {{email}} several times in the last hour, so I won't send it again just now. Please check your spam folder; the order is also under Your Orders (/orders).",
  'chat.ticketOpened':
    "I have passed your request to our team as ticket {{ticket}}: a person will reply by email, to your account's address, within one business day.",
  'chat.ticketOpenedComplaint':
    "I'm sorry about this. I have passed your complaint to our team as ticket {{ticket}}: a person will look into it and reply by email, to your account's address, within one business day.",
  'chat.ticketNeedsEmail':
    'I have opened ticket {{ticket}} for our team, but as you are not signed in I have no email to reply to. Send us a message through the contact form (/customer-service) quoting {{ticket}}, or call {{phone}}.',
  phone: '1-800-555-0199 (Monday to Friday, 9 to 5 Eastern)',

  // "Where is my order?" and "where is my refund?", from the shopper's orders.
  'order.none': "I can't find any orders on your account yet. Once you place one, you can follow it under Returns & Orders (/orders).",
  'order.introLatest': 'Your latest order, {{order}} ({{items}}, {{total}}), placed {{placed}}, is {{status}}.',
  'order.introNamed': 'Your order {{order}} ({{items}}, {{total}}), placed {{placed}}, is {{status}}.',
  'order.itemCount': '{{count}} items',
  'order.paid': 'It is on its way for delivery on {{day}}.',
  'order.shippedWith': 'It is with {{carrier}} (tracking number {{tracking}}) and should reach you by {{day}}.',
  'order.shipped': 'It should reach you by {{day}}.',
  'order.deliveredOn': 'It was delivered on {{date}}.',
  'order.delivered':
    'Something wrong with it? Returns are free within {{days}} days of delivery: open the order under Returns & Orders (/orders) to start one.',
  'order.review':
    'Your payment reached us, but our team is checking it with the payment provider before the order ships; nothing is needed from you for now, and we will email you if anything is. Questions? Write to us through the contact form (/customer-service).',
  'order.pendingPayment': 'It is waiting for payment: open Your Orders (/orders) and choose Proceed to Checkout to pay for it.',
  'order.paymentFailed':
    'The payment did not go through, so nothing was charged: open Your Orders (/orders) and choose Buy Again to order the same things.',
  'order.backordered':
    'It is paid, but part of it sold out before your payment came: we will send it as soon as it is back in stock, or refund it if you ask us through Customer Service (/customer-service).',
  'order.seeDetails': 'See Your Orders (/orders) for the details.',
  'order.cancelledRefund': 'It was cancelled, and {{refund}}',
  'order.cancelledPaid':
    'It was cancelled, and the {{amount}} you paid goes back to your card; refunds usually show on your statement within 5-10 business days.',
  'order.cancelledUnpaid': 'It was cancelled before it was paid, so nothing was charged.',
  'refund.succeeded':
    '{{amount}} was refunded to your card for order {{order}}{{items}} on {{date}}. Banks usually show it within 5-10 business days; not there after that? Write to us through the contact form (/customer-service).',
  'refund.failed':
    'the refund of {{amount}} for order {{order}}{{items}} did not go through with our payment provider. Please write to us through the contact form (/customer-service) with the order number and we will put it right.',
  'refund.pending':
    'a refund of {{amount}} for order {{order}}{{items}} was issued on {{date}} and is on its way to your card: refunds usually show on your statement within 5-10 business days.',
  'return.requested':
    'Your return {{returnNumber}} for order {{order}} ({{items}}) is waiting for your parcel: pack the items, stick on the return label we emailed you (it has the return number), and drop it at any Canada Post outlet. We refund the items once the parcel reaches us.',
  'return.received':
    'We received your return {{returnNumber}} for order {{order}} ({{items}}) on {{date}}. Your refund is on its way: we send it back to your card, and refunds usually show on your statement within 5-10 business days.',
  'return.notFound':
    "I can't find a return {{returnNumber}} on your account. Check the number in the email we sent when you asked for the return, or see your orders under Returns & Orders (/orders).",
  'return.none': 'You have no return or refund in progress.',
  'return.window': 'Your order {{order}} was delivered on {{delivered}}, so you can return items from it until {{until}}.',
  'return.how':
    'To return something, ask within {{days}} days of delivery: open the order under Returns & Orders (/orders) and choose the items to send back; we email you a free return label. Your refund goes back to your card once the parcel reaches us, and refunds usually show on your statement within 5-10 business days.',

  // A line of an order as mails and answers name it: the product, then its variant's options.
  'line.withOptions': '{{name}} ({{options}})',
  'list.and': '{{first}} and {{last}}',
  'list.or': '{{first}} or {{last}}',
  'list.more': '{{list}} and {{count}} more',

  // Stock questions about a product, from the catalogue: {{variant}} and {{named}} are option values ("M · Red").
  'stock.variantIn': 'Yes, the {{product}} in {{variant}} is in stock ({{count}} left).',
  'stock.variantOut': 'The {{product}} in {{variant}} is sold out; it is in stock in {{others}}.',
  'stock.namedIn': 'Yes, the {{product}} in {{named}} is in stock: {{inStock}}.',
  'stock.namedOut': 'The {{product}} in {{named}} is sold out; it is in stock in {{others}}.',
  'stock.notMade': 'The {{product}} does not come in {{named}}; it is in stock in {{others}}.',
  'stock.outEverywhere': 'The {{product}} in {{named}} is sold out, and so is the rest of it just now.',
  'stock.notOffered': 'The {{product}} does not come in {{named}}.',
  'stock.list': 'The {{product}} comes in {{values}}; in stock: {{inStock}}.',
  'stock.listNone': 'The {{product}} comes in {{values}}, and is sold out in all of them just now.',
  'stock.left': '{{variant}} ({{count}} left)',
  'stock.oneWayIn': 'Yes, the {{product}} is in stock ({{count}} left).',
  'stock.oneWayOut': 'The {{product}} is sold out just now.',
  'stock.which': 'We have several of those: {{products}}. Which one do you mean?',
  'search.found': 'Here is what we have in stock for "{{query}}": {{list}}. Search the shop for more.',
  'search.item': '{{name}} ({{price}})',
  'search.some': 'Nothing in stock has every word of "{{query}}"; these have some of them: {{list}}. Search the shop for more.',
  'search.none': 'I found nothing in stock for "{{query}}". Try other words in the search box, or browse the categories.',

  // Every mail to a shopper.
  'mail.hello': 'Hello {{name}},',
  'mail.helloAnonymous': 'Hello there,',
  'mail.signature': 'Maple Market · 100 Queen Street West, Toronto, ON M5H 2N2 · 1-800-555-0199',

  // The receipt.
  'receipt.subject': 'Your Maple Market receipt for order {{order}}',
  'receipt.thanks': 'Thank you for your order! This is your receipt for order {{order}}, paid on {{date}}.',
  'receipt.line': '  {{quantity}} x {{name}} @ {{price}} = {{total}}',
  'receipt.sku': '      SKU: {{sku}}',
  'receipt.subtotal': '  Subtotal: {{amount}}',
  'receipt.discount': '  {{name}}: -{{amount}}',
  'receipt.shipping': '  Shipping: {{amount}}',
  'receipt.tax': '  GST/HST and provincial tax: {{amount}}',
  'receipt.taxLine': '  {{name}} ({{rate}}%): {{amount}}',
  'receipt.deliveryTo': 'Delivery to:',
  'receipt.deliveryDate': 'Delivery date: {{date}}',
  'receipt.registration': '{{tax}} registration no. {{number}}',
  'receipt.pdf': 'Your order page offers this receipt as a PDF.',
  'receipt.total': '  Total charged: {{amount}} CAD',
  'receipt.orderTotal': '  Total: {{amount}} CAD',
  'receipt.giftCard': '  Gift card …{{lastFour}}: -{{amount}}',
  'receipt.card': '  Charged to your card: {{amount}} CAD',
  'receipt.viewOrder': 'View your order any time: {{url}}',
  'receipt.linkWorks':
    'The link works for {{days}} days; after that, Find my order (/find-order) gives you a new one. Returns are free within 30 days.',
  'receipt.followOrder': 'Follow your order under Returns & Orders. Returns are free within 30 days.',

  // A ticket's acknowledgement.
  'ticket.subject': 'Your Maple Market request {{ticket}}',
  'ticket.received':
    'We have received the request you made in our chat, as ticket {{ticket}}. A person from our team will reply to this address within one business day.',
  'ticket.addAnything': 'To add anything, write to us through the contact form (/customer-service) quoting {{ticket}}, or call {{phone}}.',

  // The contact form.
  'contact.sent': 'Your message has been sent. Please check your email!',
  'contact.subject': 'We received your message ({{ref}})',
  'contact.hello': 'Hello,',
  'contact.received':
    'Thank you for writing to Maple Market. We received your message and will reply within one business day. Your reference is {{ref}}.',
  'contact.notYou': 'If you did not write to us, you can ignore this email.',
  'contact.signature': 'Maple Market Customer Service · 1-800-555-0199',

  // The mails of an order's life.
  'cancelled.subject': 'Your Maple Market order {{order}} is cancelled',
  'cancelled.byShopper': 'as you asked',
  'cancelled.byTeam': 'by our team',
  'cancelled.what': 'Your order {{order}} was cancelled {{who}} on {{date}}.',
  'cancelled.reason': 'Reason: {{reason}}',
  'cancelled.refund':
    'You had paid for it, so the full {{amount}} goes back to the card you paid with. We will email you again when the payment provider confirms the refund; it usually shows on your statement within 5-10 business days.',
  'cancelled.nothingCharged': 'Nothing was charged for it, so there is nothing to refund.',
  'cancelled.where': 'Your orders are under Returns & Orders. Questions? Write to us through the contact form (/customer-service).',
  'shipped.subject': 'Your Maple Market order {{order}} has shipped',
  'shipped.left': 'Good news: your order {{order}} left our warehouse on {{date}}.',
  'shipped.carrier': '  Carrier: {{carrier}}',
  'shipped.tracking': '  Tracking number: {{tracking}}',
  'shipped.follow': "Follow the parcel on {{carrier}}'s website with the tracking number, or under Returns & Orders.",
  'label.titles': 'MAPLE MARKET RETURN - POSTAGE PAID',
  'label.returnNumber': 'Return number:',
  'label.orderNumber': 'Order number:',
  'label.from': 'From:',
  'label.to': 'To:',
  'label.anonymous': 'Maple Market shopper',
  'return.subject': 'Your return {{returnNumber}} for order {{order}}: what to send back',
  'return.asked': 'We have your return request for order {{order}}. Your return number is {{returnNumber}}.',
  'return.what': 'What to send back:',
  'return.reason': 'Your reason: {{reason}}',
  'return.howTo': 'How to send it:',
  'return.step1': '  1. Pack the items above, and put a note with the return number {{returnNumber}} inside the parcel.',
  'return.step2': '  2. Print the label below (or copy it clearly) and stick it on the parcel.',
  'return.step3': '  3. Drop the parcel at any Canada Post outlet. Returns are free: postage is paid.',
  'return.then':
    'Once the parcel reaches us we refund the items to the card you paid with, and email you when we do; the money usually shows on your statement within 5-10 business days.',
  'refunded.subject': 'Your refund of {{amount}} for order {{order}}',
  'refunded.what': 'We refunded {{amount}} CAD to the card you paid with for order {{order}}, on {{date}}.',
  'refunded.whatGiftCards': 'We gave {{amount}} CAD back to the gift cards that paid for order {{order}}, on {{date}}: it is on them now.',
  'refunded.whatStoreCredit':
    'We refunded {{amount}} CAD as store credit for order {{order}}, on {{date}}, as you asked: it is on your account now and pays at checkout.',
  'refunded.items': 'It refunds:',
  'refunded.order': 'It refunds order {{order}}.',
  'refunded.orderInFull': 'It refunds order {{order}} in full.',
  'refunded.everything': 'That is everything you paid for this order.',
  'refunded.banks':
    'Banks usually show a refund on your statement within 5-10 business days. Not there after 10 business days? Write to us through the contact form (/customer-service) with the order number.',
  'link.subject': 'Your Maple Market order {{order}}',
  'link.here': 'Here is the link to your order {{order}}, as asked for on Find my order:',
  'link.works':
    'It opens the order without an account, and works for {{days}} days (until {{date}}). After that, Find my order (/find-order) gives you a new link: enter the order number and this email address.',
  'link.notYou': 'If you did not ask for it, ignore this mail: the link reaches only this mailbox.',

  'giftCard.subject': 'A Maple Market gift card for you: {{amount}}',
  'giftCard.from': '{{sender}} sent you a Maple Market gift card of {{amount}}.',
  'giftCard.fromShop': 'Here is a Maple Market gift card of {{amount}}.',
  'giftCard.message': 'Their message:',
  'giftCard.code': 'Your gift card code (keep it like cash: whoever has it can spend it):',
  'giftCard.use':
    'Enter the code in the code field of your cart or at checkout: it pays all or part of an order, and what is left stays on the card. It never expires and carries no fees. Check what is left at any time in your cart, with the code.',

  'reviewInvite.subject': 'How is your Maple Market order {{order}}?',
  'reviewInvite.ask':
    'Your order {{order}} was delivered. Would you tell other shoppers what you think of it? Each link opens the product, at its review form:',
  'reviewInvite.how':
    'Give it 1 to 5 stars, and a few words if you like, in English or French. Your first name and the variant you bought are shown with it.',
  'reviewInvite.stop': 'Rather not get these invitations? Open this link and we will not send them again:',

  'reset.subject': 'Choose a new Maple Market password',
  'reset.asked': 'Someone (we hope you) asked to choose a new password for your Maple Market account. To choose one, open this link:',
  'reset.works': 'The link works once, for one hour (until {{time}}, Toronto time). Choosing a new password signs you out everywhere else.',
  'reset.notYou': 'If you did not ask, ignore this mail: your password stays as it is.',
  'verify.subject': 'Confirm your Maple Market email address',
  'verify.confirm': 'Please confirm that {{email}} is the address of your Maple Market account by opening this link:',
  'verify.joins':
    'Following it confirms your address, and brings any orders you placed as a guest with this email into your account, under Your Orders.',
  'verify.works':
    'The link works for {{hours}} hours (until {{date}}, Toronto time). After that, sign in and open it again to get a new one.',
  'verify.notYou': 'If you did not make a Maple Market account, ignore this mail: nothing happens unless the link is followed.',
};
