import type { EarlierTopic as Topic } from './topics';

/**
 * Questions as Canadian shoppers type them, written from what people ask a shop (not from the
 * knowledge base), with the topic a person would file each under. The table is held out: the test
 * refuses any question whose topic words are half or more in one knowledge-base phrasing, so the
 * knowledge base cannot grow by copying it.
 *
 * How a question is filed: under the topic whose answer is the one that helps the shopper. When no
 * answer in the knowledge base addresses it, even if it uses the shop's words ("gift cards", "order in
 * bulk", "price match"), it is 'unknown': the assistant must say it does not know and point to the
 * contact form rather than answer something else. So "I see two charges on my statement" is payment
 * (the payment answer says what a second charge is and what to do), while "Do you sell gift cards?" is
 * unknown (nothing we know says whether we sell them).
 */
export const HELD_OUT: Array<[string, Topic]> = [
  // order-status: a shopper asking about an order they placed
  ["I placed an order on Monday and still haven't got a shipping confirmation, where's it at?", 'order-status'],
  ['hey whens my stuff coming?? ordered 2 weeks ago', 'order-status'],
  ["Can you look up my last purchase and tell me if it's been sent out", 'order-status'],
  ['My parcel was supposed to come yesterday but nothing showed up', 'order-status'],
  ['Any update on order #A1B2C3D4?', 'order-status'],
  ['is my package out for delivery today', 'order-status'],
  ['can u send me the trackin info for the ordr i made tuesday', 'order-status'],
  ["It's been a week and my toque order still hasn't come, what's going on?", 'order-status'],
  ['Has the stuff I bought on Friday left the warehouse yet?', 'order-status'],
  ['I need to know what day my order will get to me in Halifax', 'order-status'],
  ['Did my order actually go through, and is it on its way to Regina?', 'order-status'],
  ["What's the status on the winter boots I ordered for my daughter?", 'order-status'],
  ["Where's my stuff? Canada Post has nothing on it", 'order-status'],
  ['how do i check where my delivery is right now', 'order-status'],

  // delivery: how shipping works, before or regardless of an order
  ['How many business days to get things shipped to Winnipeg?', 'delivery'],
  ['Is there a fee for delivery to Nunavut?', 'delivery'],
  ['Do you guys ship to Alaska or just Canada?', 'delivery'],
  ['Is Saturday delivery possible where I live?', 'delivery'],
  ['Do I have to spend a certain amount before shipping is free?', 'delivery'],
  ['If I buy today, how soon could it be at my door in Calgary?', 'delivery'],
  ['Do you deliver to PO boxes in rural Saskatchewan?', 'delivery'],
  ['What delivery dates can I pick from at checkout?', 'delivery'],
  ['Can you ship overseas to my sister in the UK?', 'delivery'],
  ['how long does shiping usually take to BC', 'delivery'],
  ['Do you offer next day delivery in the GTA?', 'delivery'],
  ['What does it cost to send a parcel up to Yellowknife?', 'delivery'],
  ['Do you ship right across Canada, the Maritimes included?', 'delivery'],

  // returns: sending things back, exchanges, refunds, faulty or wrong items
  ['The mittens I got have a hole in them, what do I do?', 'returns'],
  ['Can I swap this sweater for a bigger size?', 'returns'],
  ["I'd like to send the blender back, it doesn't work", 'returns'],
  ['How do I get my money for something I returned last week?', 'returns'],
  ['Is there a time limit on returns?', 'returns'],
  ['Who pays for the return label?', 'returns'],
  ["I received someone else's items, not mine", 'returns'],
  ['refund still hasnt shown up on my visa, its been 2 weeks', 'returns'],
  ['My headphones stopped working after 3 days, can I return them?', 'returns'],
  ['Changed my mind about the kettle, can I still return it unopened?', 'returns'],
  ['do u guys do exchanges for a different colour', 'returns'],
  ['The boots came in the wrong size', 'returns'],
  ["what's your policy on returning things I bought on sale?", 'returns'],

  // payment: how to pay, failed payments, charges on a card
  ['Do you accept Interac or debit cards?', 'payment'],
  ['Can I pay with Apple Pay?', 'payment'],
  ['Why does my card keep getting rejected when I try to check out?', 'payment'],
  ['I see two charges on my statement for the same thing', 'payment'],
  ['Is it possible to split the payment between two cards?', 'payment'],
  ['Does your site keep my card number on file?', 'payment'],
  ['The checkout page gave me an error when paying', 'payment'],
  ['Can I pay cash when it arrives?', 'payment'],
  ['Do you take e-transfers?', 'payment'],
  ['My bank says the money went through but your site says it failed', 'payment'],
  ['How secure is entering my Mastercard details here?', 'payment'],
  ['Can I use a prepaid Visa?', 'payment'],
  ['payement didnt work, tried 3 times', 'payment'],

  // account: signing in, passwords, profile, saved addresses
  ["I can't get into my account, it keeps saying wrong password", 'account'],
  ['I got a new email, how do I switch my login to it?', 'account'],
  ['I moved to Ottawa, how do I fix my saved address?', 'account'],
  ['I never set up a password, how do I register?', 'account'],
  ['Please remove all my personal info and close my profile', 'account'],
  ['My account got locked after I typed the wrong thing a few times', 'account'],
  ['pasword not working, how do i get a new one', 'account'],
  ['Can I change my last name? I just got married', 'account'],
  ["I'd like to sign up for an account, where do I start?", 'account'],
  ["Can't sign in on my phone but it works on my laptop", 'account'],
  ['How can I save a second address for my cottage?', 'account'],
  ['I want to delete my Maple Market profile', 'account'],
  ['Where do I edit my personal details?', 'account'],

  // tax: GST/HST/PST/QST and what is added to the total
  ['Why is there 13% added to my total?', 'tax'],
  ["Do I pay PST if I'm in Manitoba?", 'tax'],
  ['What tax would I pay on an order shipping to Alberta?', 'tax'],
  ['Are the prices before or after HST?', 'tax'],
  ["I'm in Quebec, do you charge QST and GST both?", 'tax'],
  ['Do Americans pay Canadian taxes on your stuff?', 'tax'],
  ['Is there tax on stuff sent to Nova Scotia?', 'tax'],
  ['why was there extra tax on my order from BC?', 'tax'],
  ['Saskatchewan shopper here, what percent do you add for taxes?', 'tax'],
  ['Are First Nations status card holders exempt from tax?', 'tax'],
  ['how much gst is on a $50 item', 'tax'],

  // contact: reaching a person, phone, address, hours
  ['Is there a phone line I can call on weekends?', 'contact'],
  ["I'd rather speak with someone than a bot", 'contact'],
  ["What's your mailing address for letters?", 'contact'],
  ["Where's your head office?", 'contact'],
  ['What time does your customer service close?', 'contact'],
  ['How do I get hold of a real human?', 'contact'],
  ['Can I drop by your Toronto office?', 'contact'],
  ['Who do I email about a rude delivery driver?', 'contact'],
  ["I'd like to file a formal complaint", 'contact'],
  ['is there a way to chat with a live person?', 'contact'],

  // greeting and thanks
  ["Hi! Hope you're having a good day", 'greeting'],
  ['hey folks, anybody around?', 'greeting'],
  ['Good morning from Moncton, hope all is well!', 'greeting'],
  ['Bonjour, vous êtes là ?', 'greeting'],
  ['Hiya, is this thing on?', 'greeting'],
  ["Perfect, that's exactly what I needed, thanks!", 'thanks'],
  ["ok that's great, thank u, you've been super helpful", 'thanks'],
  ['Awesome, I really appreciate the help!', 'thanks'],
  ['Merci beaucoup, bonne journée!', 'thanks'],
  ['Cool, that answers it. Have a nice day', 'thanks'],
];

/** Questions that use the shop's words but that no answer in the knowledge base addresses: the
 * assistant must decline them (and never look up an order for them). */
export const MUST_DECLINE: string[] = [
  'Do you sell gift cards?',
  'Do you price match if I find it cheaper at Canadian Tire?',
  "What's the weather in Toronto this weekend?",
  'Can I order in bulk for my business?',
  'Do you have a loyalty program or reward points?',
  'Are you hiring at your Toronto warehouse?',
  'When will the snow boots be back in stock?',
  'Is the maple syrup you sell organic?',
  'Can you recommend a warm winter jacket for my son?',
  'Do you have a student discount code?',
  "What's the exchange rate you use for US dollars?",
  'Can I sell my handmade mugs in your store?',
  'Do you have this sweater in a medium?',
  'Can my order be gift wrapped?',
  'How do I write a review for a product I bought?',
  'Is there a promo code for my first order?',
  'Do you have an email newsletter I can sign up for to hear about sales?',
  'Do you have a printed catalogue you can mail me?',
  'Do you donate to charities in my city?',
  "What's the best selling product this month?",
];
