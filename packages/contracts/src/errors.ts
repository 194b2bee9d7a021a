/** Every message a service answers with, under a stable code: the English catalogue. A service throws
 * by code (service-kit's HttpError and its helpers), and its answer carries the code, its values and
 * this English text (`message`); `{{name}}` marks a value that varies. The browser shows the code's
 * text in the shopper's language (the French catalogue is beside the ui package's words, and must
 * cover every code here: the compiler checks). No zod here: browsers import this module. */
export const ERROR_MESSAGES = {
  // Answers any service may give.
  'request.invalid': 'The request is not valid.',
  'request.body.missing': 'The request needs a JSON body (Content-Type: application/json).',
  'request.body.tooLarge': 'The request body is too large.',
  'request.body.notJson': 'The request body is not valid JSON.',
  'request.nul': 'The request contains a NUL character (\\u0000), which no field of the store accepts.',
  'auth.required': 'Please log in first.',
  'auth.forbidden': 'You are not allowed to do that.',
  notFound: 'Not found.',
  'route.notFound': 'Not found: {{method}} {{path}}',
  'id.invalid': 'Not a valid id.',
  // What zod says when a schema gives no message of its own (see validationCode).
  'field.required': 'This field is required.',
  'field.invalid': 'This value is not valid.',
  'field.tooShort': 'Must be at least {{minimum}} characters.',
  'field.tooLong': 'Must be at most {{maximum}} characters.',
  'field.tooSmall': 'Must be at least {{minimum}}.',
  'field.tooBig': 'Must be at most {{maximum}}.',
  'field.moreThan': 'Must be more than {{minimum}}.',
  'field.lessThan': 'Must be less than {{maximum}}.',
  'field.notANumber': 'Must be a number.',
  'field.notWhole': 'Must be a whole number.',
  'field.unknownChoice': 'Must be one of the choices offered.',
  'field.email': 'Enter a valid email address.',
  // Requests the store cannot take as they are.
  'request.unreadable': 'The request could not be read as HTTP.',
  'request.headers.tooLarge': "The request's address or headers are too large.",
  'request.url.invalid': 'The address of the request is not valid: a % must be followed by two hexadecimal digits.',
  'request.unhandled': 'The request could not be handled.',
  'request.value.unusable': 'A value in the request is not one the store can take.',
  'request.crossSite': 'Requests from other sites are not allowed.',
  'server.error': 'Something went wrong on our side. Please try again in a moment.',
  'session.uncheckable': 'We could not check your session just now. Please try again in a moment.',
  'auth.sessionExpired': 'Your session has expired. Please log in again.',
  'auth.adminOnly': 'Only an administrator can do that.',
  'auth.ownAccount': 'You can only access your own account.',
  'auth.ownOrders': 'You can only access your own orders.',
  // What the gateway answers itself.
  'gateway.service.notConfigured': 'The {{service}} service is not configured in this deployment.',
  'gateway.service.timeout': 'The {{service}} service took too long to answer. Please try again.',
  'service.refused': 'The {{service}} service refused the request.',
  'service.unreadable': 'The {{service}} service gave an answer we could not read.',
  'gateway.service.unavailable': 'The {{service}} service is not available right now. Please try again shortly.',
  'gateway.frontEnd.unavailable': 'The store front end is not available right now. Please try again shortly.',
  'gateway.remote.unavailable': "The {{remote}} remote's files are not available right now.",
  // The operators' port, switching remotes (gateway/src/remote-deployments.ts).
  'gateway.remotes.noToken': 'Switching remotes here needs OPERATOR_TOKEN set on the gateway; or edit its REMOTE_DEPLOYMENTS_FILE.',
  'gateway.remotes.tokenRequired': 'Send the operator token: Authorization: Bearer <OPERATOR_TOKEN>.',
  'remote.version.invalid': 'must be a release version: 12 hexadecimal characters, as `npm run remotes -- list` shows them',
  'remote.entry.invalid': 'must be the address of a remoteEntry.js: an http(s) URL or a path starting with /',
  'remote.choice.invalid': '"{{target}}" is neither a release version nor the URL of a remoteEntry.js.',
  'remote.unknown': 'There is no remote named "{{remote}}". The remotes: {{remotes}}.',
  'remote.fixedAddress': 'The {{remote}} remote is served from a fixed address ({{variable}}): choose an entry URL, not a release.',
  'remote.release.unknown': 'The {{remote}} remote has no release {{version}}. Its releases: {{releases}}.',
  'remote.release.none': 'The {{remote}} remote has no release {{version}}. Its releases: none yet (build it first).',
  'remote.rollback.none': 'The {{remote}} remote has nothing to roll back to: it was never switched.',
  'remote.deployments.noFile': 'This gateway has no deployments file (REMOTE_DEPLOYMENTS_FILE): set one to switch remotes.',
  // Rate limits and lock-outs (service-kit's tooMany, one pair per limit).
  'limit.cart.newCarts.minutes': 'Too many new carts from this address. Please try again in {{minutes}} minutes.',
  'limit.cart.newCarts.seconds': 'Too many new carts from this address. Please try again in {{seconds}} seconds.',
  'limit.cart.changes.minutes': 'Too many changes to this cart. Please try again in {{minutes}} minutes.',
  'limit.cart.changes.seconds': 'Too many changes to this cart. Please try again in {{seconds}} seconds.',
  'limit.orders.guest.minutes': 'Too many guest orders from this address. Please try again in {{minutes}} minutes.',
  'limit.orders.guest.seconds': 'Too many guest orders from this address. Please try again in {{seconds}} seconds.',
  'limit.orders.lookups.minutes': 'Too many order look-ups from this address. Please try again in {{minutes}} minutes.',
  'limit.orders.lookups.seconds': 'Too many order look-ups from this address. Please try again in {{seconds}} seconds.',
  'limit.orders.links.minutes': 'Too many order links for this email address. Please try again in {{minutes}} minutes.',
  'limit.orders.links.seconds': 'Too many order links for this email address. Please try again in {{seconds}} seconds.',
  'limit.weather.lookups.minutes': 'Too many weather look-ups from this address. Please try again in {{minutes}} minutes.',
  'limit.weather.lookups.seconds': 'Too many weather look-ups from this address. Please try again in {{seconds}} seconds.',
  'limit.support.chat.minutes': 'Too many chat messages from this address. Please try again in {{minutes}} minutes.',
  'limit.support.chat.seconds': 'Too many chat messages from this address. Please try again in {{seconds}} seconds.',
  'limit.support.tickets.minutes': 'Too many requests for a person from this address. Please try again in {{minutes}} minutes.',
  'limit.support.tickets.seconds': 'Too many requests for a person from this address. Please try again in {{seconds}} seconds.',
  'limit.support.receipts.minutes': 'Too many receipts sent again for this order. Please try again in {{minutes}} minutes.',
  'limit.support.receipts.seconds': 'Too many receipts sent again for this order. Please try again in {{seconds}} seconds.',
  'limit.support.messages.minutes': 'Too many messages from this address. Please try again in {{minutes}} minutes.',
  'limit.support.messages.seconds': 'Too many messages from this address. Please try again in {{seconds}} seconds.',
  'limit.support.mailbox.minutes': 'Too many messages from this email address. Please try again in {{minutes}} minutes.',
  'limit.support.mailbox.seconds': 'Too many messages from this email address. Please try again in {{seconds}} seconds.',
  'limit.login.account.minutes': 'Too many failed login attempts for this account. Please try again in {{minutes}} minutes.',
  'limit.login.account.seconds': 'Too many failed login attempts for this account. Please try again in {{seconds}} seconds.',
  'limit.login.client.minutes': 'Too many login attempts from this address. Please try again in {{minutes}} minutes.',
  'limit.login.client.seconds': 'Too many login attempts from this address. Please try again in {{seconds}} seconds.',
  'limit.register.minutes': 'Too many new accounts from this address. Please try again in {{minutes}} minutes.',
  'limit.register.seconds': 'Too many new accounts from this address. Please try again in {{seconds}} seconds.',
  'limit.productViews.minutes': 'Too many product views. Please try again in {{minutes}} minutes.',
  'limit.productViews.seconds': 'Too many product views. Please try again in {{seconds}} seconds.',
  'limit.password.current.minutes': 'Too many attempts at the current password. Please try again in {{minutes}} minutes.',
  'limit.password.current.seconds': 'Too many attempts at the current password. Please try again in {{seconds}} seconds.',
  'limit.reset.mailbox.minutes': 'Too many password reset mails for this email address. Please try again in {{minutes}} minutes.',
  'limit.reset.mailbox.seconds': 'Too many password reset mails for this email address. Please try again in {{seconds}} seconds.',
  'limit.reset.client.minutes': 'Too many password resets from this address. Please try again in {{minutes}} minutes.',
  'limit.reset.client.seconds': 'Too many password resets from this address. Please try again in {{seconds}} seconds.',
  'limit.verify.client.minutes': 'Too many email confirmations from this address. Please try again in {{minutes}} minutes.',
  'limit.verify.client.seconds': 'Too many email confirmations from this address. Please try again in {{seconds}} seconds.',
  'limit.verify.mailbox.minutes': 'Too many confirmation mails for this account. Please try again in {{minutes}} minutes.',
  'limit.verify.mailbox.seconds': 'Too many confirmation mails for this account. Please try again in {{seconds}} seconds.',
  // A field, named by its label (lineText, requiredText, multilineText in the contracts).
  'field.label.notText': '{{label}} must be text.',
  'field.label.tooLong': '{{label}} must be at most {{maximum}} characters.',
  'field.label.oneLine': '{{label}} must be one line of text, without control characters.',
  'field.label.controlCharacters': '{{label}} cannot contain control characters.',
  // Query-string parameters, named as the address writes them.
  'query.once': '{{param}} must be given only once.',
  'query.whole': '{{param}} must be a whole number.',
  'query.wholeAtLeast': '{{param}} must be a whole number of at least {{minimum}}.',
  'query.atMost': '{{param}} must be at most {{maximum}}.',
  'query.flag': '{{param}} must be 1 or 0.',
  'query.price': '{{param}} must be a price.',
  'query.price.format': '{{param}} must be a price in dollars, such as 25 or 49.99.',
  'query.choice': '{{param}} must be one of: {{choices}}.',
  'query.tags.max': '{{param}} can name at most {{maximum}} tags.',
  'query.ids.max': 'ids can name at most {{maximum}} products.',
  'query.dir': 'dir must be asc or desc.',
  'query.productStatus': 'status must be active, archived or all.',
  'query.productSort': 'sort must be name, category, price, stock, status, createdAt or updatedAt.',
  'query.orderStatus': 'status must be an order status.',
  'query.from.format': 'from must be a date (YYYY-MM-DD).',
  'query.from.range': 'from must be a date between 2000 and 2999.',
  'query.to.format': 'to must be a date (YYYY-MM-DD).',
  'query.to.range': 'to must be a date between 2000 and 2999.',
  // Accounts, sign-in and passwords.
  'name.required': 'Name is required.',
  'email.required': 'Email is required.',
  'email.tooLong': 'Email is too long.',
  'email.invalid': 'Email must be a valid email address.',
  'email.readOnly': 'The email address cannot be changed here.',
  'password.required': 'Password is required.',
  'password.tooShort': 'Password must be at least 8 characters.',
  'password.tooLong': 'Password must be at most 200 characters.',
  'password.current.required': 'Your current password is required.',
  'password.current.wrong': 'Your current password is not correct.',
  'account.exists': 'An account with this email already exists. Please log in instead.',
  'account.gone': 'This account no longer exists.',
  'login.invalid': 'Invalid email or password.',
  'user.notFound': 'User not found.',
  'language.unknown': 'Choose English (en) or French (fr).',
  'reset.link.invalid': 'This reset link is not valid. Ask for a new one.',
  'reset.link.refused': 'This reset link is not valid or has expired. Ask for a new one.',
  'verify.link.invalid': 'This verification link is not valid. Ask for a new one.',
  'verify.link.refused': 'This verification link is not valid or has expired. Ask for a new one.',
  'verify.link.otherAccount':
    'This link confirms the email of another account. Sign in to the account the mail was sent for, then open the link again.',
  'wishlist.full': 'Your wishlist can hold up to {{maximum}} products. Remove one first.',
  'products.atMost': 'At most 100 products at a time.',
  // Addresses (the address book, the profile, checkout).
  'address.notFound': 'Address not found.',
  'address.book.full': 'You can keep up to {{maximum}} addresses. Remove one first.',
  'address.fullName.required': 'Full name is required.',
  'address.street.required': 'Street is required.',
  'address.city.required': 'City is required.',
  'address.province.required': 'Province/State is required.',
  'address.postalCode.required': 'Postal code is required.',
  'address.country.refused': 'We deliver to Canada, the USA, the UK and Australia.',
  'address.province.unknown': '"{{province}}" is not a Canadian province or territory.',
  'address.postalCode.format': 'A Canadian postal code looks like A1A 1A1.',
  'address.postalCode.formatUS': 'A US ZIP code looks like 12345 or 12345-6789.',
  'address.postalCode.formatUK': 'A UK postcode looks like SW1A 1AA.',
  'address.postalCode.formatAU': 'An Australian postcode has four digits, like 2000.',
  'address.phone.notText': 'Phone number must be text.',
  'address.phone.tooLong': 'Phone number must be at most 20 characters.',
  'address.phone.format': 'Phone number may contain only digits, spaces, +, -, ( and ).',
  'delivery.address.name': 'The delivery address needs a name.',
  'delivery.address.street': 'The delivery address needs a street.',
  'delivery.address.city': 'The delivery address needs a city.',
  'delivery.date.required': 'Choose a delivery date.',
  'delivery.date.format': 'The delivery date must look like YYYY-MM-DD.',
  'delivery.date.notOffered': 'Choose one of the delivery dates offered: {{dates}}.',
  // Products, stock and the cart.
  'product.notFound': 'Product not found.',
  'product.outOfStock': 'Sorry, {{product}} is out of stock.',
  'product.lowStock': 'Only {{stock}} of {{product}} left in stock.',
  'product.lowStock.inCart': 'Only {{stock}} of {{product}} left in stock. Your cart already has {{inCart}}.',
  'product.discontinued': 'A product in your order is no longer sold. Remove it from your cart and try again.',
  'cart.quantity.max': 'You can buy at most {{maximum}} of one product at a time.',
  'cart.product.missing': 'This product is not in your cart.',
  'quantity.notWhole': 'Quantity must be a whole number.',
  'quantity.min': 'Quantity must be at least 1.',
  'quantity.max': 'Quantity can be at most {{maximum}}.',
  // The back office: products, images, the CSV import, stock.
  'product.category.required': 'Category is required.',
  'product.name.missing': 'name is required.',
  'product.category.missing': 'category is required.',
  'product.tag.required': 'A tag is required.',
  'product.description.required': 'Description is required.',
  'product.description.missing': 'description is required.',
  'product.description.tooLong': 'Description must be at most 5000 characters.',
  'product.price.positive': 'Price must be a positive number.',
  'product.price.decimals': 'Price can have at most two decimals.',
  'product.price.max': 'Price must be at most $100,000.',
  'product.stock.whole': 'Stock must be a whole number, 0 or more.',
  'product.stock.max': 'Stock must be at most 1,000,000.',
  'product.status.invalid': 'status must be active or archived.',
  'product.image.required': 'Please upload an image first.',
  'product.image.notOurs': 'The image must be one uploaded to this store (POST /api/upload).',
  'product.imageUrl.notOurs': 'imageUrl must be one of this store’s images (/images/...).',
  'image.notFound': 'Image not found.',
  'image.notUploaded': 'That image was not uploaded to this store. Upload the picture first.',
  'image.type': 'That file is not an image we accept. Upload a JPEG, PNG, WebP or GIF picture.',
  'image.unreadable': 'That image could not be read: it may be damaged or too large. Try another picture.',
  'image.upload.notMultipart': 'Send the image as multipart/form-data, in a field named "image".',
  'image.upload.tooLarge': 'The image is larger than {{size}}. Choose a smaller picture.',
  'image.upload.oneImage': 'Send one image, in a field named "image".',
  'image.upload.tooManyParts': 'The upload has too many parts. Send one image, in a field named "image".',
  'image.upload.unreadable': 'The upload could not be read. Try again.',
  'image.upload.missing': 'Please select an image.',
  'import.notCsv': 'Send the file as text/csv (Content-Type: text/csv), with the columns of the export.',
  'import.tooLarge': 'The file is larger than 2 MB. Import it in parts.',
  'import.nul': 'The file contains a NUL character (\\u0000), which no field of the store accepts.',
  'import.rowRefused': '1 row was refused, so nothing was imported. Correct it and import the file again.',
  'import.rowsRefused': '{{rows}} rows were refused, so nothing was imported. Correct them and import the file again.',
  'stock.belowZero': 'Only {{stock}} in stock: taking away {{change}} would leave less than 0. Nothing was changed.',
  'stock.aboveMax': 'Stock can be at most {{maximum}}: {{stock}} + {{change}} is more. Nothing was changed.',
  'stock.change.notWhole': 'The change must be a whole number (e.g. 20 or -2).',
  'stock.change.zero': 'The change cannot be 0.',
  'stock.change.tooBig': 'The change must be at most 1,000,000 either way.',
  'shipment.carrier.required': 'The carrier is required.',
  'shipment.tracking.required': 'The tracking number is required.',
  'reason.required': 'The reason is required.',
  // Orders, payment, cancellations, returns and refunds.
  'order.notFound': 'Order not found.',
  'order.id.required': 'orderId is required.',
  'order.items.required': 'The order needs items.',
  'order.cart.empty': 'Your cart is empty.',
  'order.lines.max': 'An order can have at most 100 lines.',
  'order.quantity.max': 'Quantity can be at most {{maximum}} of one product.',
  'order.shippingAddress.required': 'Please select a shipping address.',
  'order.guest.signedIn': 'You are signed in: place your order from your account.',
  'order.number.required': 'Enter your order number.',
  'order.number.format': 'An order number is 8 letters and digits, as in your receipt (e.g. 4F7A2C1B).',
  'order.link.invalid': 'This order link is not valid. Use Find my order to get a new one.',
  'order.link.expired': 'This order link has expired. Use Find my order to get a new one.',
  'order.pay.notPlacer': 'Only the shopper who placed an order can pay for it.',
  'order.pay.alreadyPaid': 'This order is already paid.',
  'order.pay.tooLate': 'This order is {{status}} and can no longer be paid.',
  'order.pay.inProgress': 'This order is being sent to payment already. Please try again in a moment.',
  'order.pay.notStarted': 'This order has not been sent to payment yet.',
  'payment.provider.down': 'The payment provider is not available right now. Please try again in a moment.',
  'payment.provider.refundPending': 'The payment provider could not be reached: the refund stays pending. Please try again in a moment.',
  'payment.webhook.signature': 'Webhook signature verification failed: {{reason}}',
  'order.cancel.already': 'This order is already cancelled.',
  'order.cancel.shipped': 'This order has shipped and can no longer be cancelled.',
  'order.cancel.tooLate': 'This order is {{status}} and can no longer be cancelled.',
  'order.ship.already': 'This order has already shipped.',
  'order.ship.underReview': 'This order’s payment is under review: it cannot ship until staff resolve it.',
  'order.ship.cancelled': 'This order is cancelled and cannot be shipped.',
  'order.ship.unpaid': 'This order is not paid yet and cannot be shipped.',
  'order.deliver.already': 'This order is already delivered.',
  'order.deliver.notShipped': 'Only a shipped order can be marked delivered; this one is {{status}}.',
  'order.line.notInOrder': 'That product is not part of this order.',
  'return.open': 'A return for this order is already open.',
  'return.notDelivered': 'Only a delivered order can be returned; this one is {{status}}.',
  'return.notYetDelivered': 'This order has not been delivered yet: it can be returned once it arrives.',
  'return.windowPassed': 'Returns are accepted within {{days}} days of delivery, and that time has passed for this order.',
  'return.items.required': 'Choose the items to return.',
  'return.reason.required': 'The reason for the return is required.',
  'return.line.done': '{{product}} has already been returned.',
  'return.line.left': 'Only {{count}} of {{product}} can still be returned.',
  'return.notFound': 'Return not found.',
  'return.alreadyReceived': 'This return has already been received.',
  'return.receive.refused': 'This return cannot be received: the order is {{status}}.',
  'refund.refused': 'This order is {{status}}: there is nothing to refund this way.',
  'refund.nothingLeft': 'Nothing is left to refund on this order.',
  'refund.cancelInstead': 'To refund all of an order that has not shipped, cancel it.',
  'refund.tooMuch': 'That would refund more than this order paid.',
  'refund.line.done': '{{product}} has already been refunded.',
  'refund.line.left': 'Only {{count}} of {{product}} can still be refunded.',
  'refund.notFound': 'Refund not found.',
  'refund.alreadySettled': 'This refund is already settled.',
  'refund.noCardPayment': 'This order has no card payment to refund.',
  // Recommendations and the weather.
  'recommendations.own': 'You can only see your own recommendations.',
  'city.required': 'A city is required.',
  'keyword.required': 'keyword is required.',
  'city.format': 'A city name may contain only letters, spaces, full stops, apostrophes and hyphens, and at most 100 characters.',
  'city.notFound': 'We could not find a place called {{city}}.',
  // Support: the chat and the contact form.
  'chat.message.required': 'Type a message.',
  'support.message.tooLong': 'Please keep your message under {{maximum}} characters.',
  'contact.name.required': 'Your name is required.',
  'contact.name.markup': 'Your name cannot contain < or >.',
  'contact.message.required': 'A message is required.',
  'contact.message.tooShort': 'Please tell us a little more (at least 10 characters).',
  // Dead letters (operators).
  'deadLetters.eventId': 'eventId must be an event id (a UUID).',
  'deadLetters.all': 'all must be true.',
  'deadLetters.which': 'Name one event to replay (eventId), or all: true for every one.',
  // Not errors: what a service says when a request went right, shown in the shopper's language alike.
  'reset.sent': 'If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.',
  'reset.done': 'Your password has been changed, and you are signed in.',
  'password.changed': 'Password changed successfully!',
  'account.registered': 'Registration successful! Please log in.',
  'verify.sent':
    'We have sent a link to {{email}}. Open it to confirm your address; orders you placed as a guest with it will then appear in Your Orders.',
  'verify.confirmed': 'Your email address is confirmed. Orders you placed as a guest with it are being added to Your Orders.',
  'verify.alreadyConfirmed':
    'Your email address is already confirmed. If you have placed orders as a guest with it since, ask for a new link to bring them into Your Orders.',
  'findOrder.sent':
    'If an order with that number was placed with that email, we have emailed it a link to view the order. The link works for 30 days.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export type ErrorValues = Record<string, string>;

/** The English text of a code, with its values put in. */
export function errorText(code: ErrorCode, values: ErrorValues = {}): string {
  return ERROR_MESSAGES[code].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

const isCode = (text: string): text is ErrorCode => Object.hasOwn(ERROR_MESSAGES, text);

/** A zod schema's message, given as a code: the code alone, or the code and its values
 * (`code {"label":"City"}`), which the services' validation reads back with codeOfIssue. */
export function issueMessage(code: ErrorCode, values?: ErrorValues): string {
  return values && Object.keys(values).length > 0 ? `${code} ${JSON.stringify(values)}` : code;
}

/** The code and values of a message a schema gave with issueMessage (or as a bare code); null for
 * zod's own words or a schema's sentence. */
export function codeOfIssue(message: string): { code: ErrorCode; values?: ErrorValues } | null {
  const space = message.indexOf(' ');
  const code = space < 0 ? message : message.slice(0, space);
  if (!isCode(code)) return null;
  if (space < 0) return { code };
  try {
    const values: unknown = JSON.parse(message.slice(space + 1));
    if (values && typeof values === 'object' && Object.values(values).every((v) => typeof v === 'string'))
      return { code, values: values as ErrorValues };
  } catch {
    // not values: a sentence that starts like a code
  }
  return null;
}

/** An issue a schema adds itself (ctx.addIssue): its English words, and its code and values in
 * `params`, where the services' validation reads them. */
export function codedIssue(code: ErrorCode, values?: ErrorValues, path?: PropertyKey[]) {
  return {
    code: 'custom' as const,
    message: errorText(code, values),
    params: { code, ...(values ? { values } : {}) },
    ...(path ? { path } : {}),
  };
}

/** The English of a schema's message: its code's text, or the message itself when it names no code. */
export function issueText(message: string): string {
  const coded = codeOfIssue(message);
  return coded ? errorText(coded.code, coded.values) : message;
}
