import { defineMessages } from '@storefront/ui';

// The support team's words: the customer-service page and the chat dialog's frame (the assistant's
// answers come from the support service).
export const en = {
  'contact.title': 'Customer Service',
  'contact.intro':
    'Questions about an order, a return or your account? Send us a message and we will reply by email within one business day.',
  'contact.form': 'Contact us',
  'contact.name': 'Your Name',
  'contact.email': 'Your Email',
  'contact.message': 'Message',
  'contact.sent': 'Your message has been sent. Please check your email!',
  'contact.failed': 'Failed to send. Please try again later.',
  'contact.sending': 'Sending...',
  'contact.send': 'Send',
  'contact.phone': 'Or call 1-800-555-0199, Monday to Friday, 9 to 5 Eastern.',
  'chat.open': 'Chat with customer service',
  'chat.title': 'Customer Service - Chat with Us',
  'chat.conversation': 'Conversation',
  'chat.typing': 'The assistant is typing',
  'chat.placeholder': 'Type your message',
  'chat.close': 'Close',
  'chat.send': 'Send',
  'chat.failed': 'Sorry, something went wrong.',
} as const;

export const { useText, text, catalogue } = defineMessages('support', {
  en,
  fr: () => import('./messages.fr'),
});
