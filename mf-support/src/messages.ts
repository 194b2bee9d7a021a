import { defineMessages } from '@storefront/ui';

// The support team's words: the customer-service page and the chat dialog's frame (the assistant's
// answers come from the support service).
const en = {
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
  fr: {
    'contact.title': 'Service à la clientèle',
    'contact.intro':
      'Une question sur une commande, un retour ou votre compte? Écrivez-nous et nous vous répondrons par courriel en un jour ouvrable.',
    'contact.form': 'Nous joindre',
    'contact.name': 'Votre nom',
    'contact.email': 'Votre courriel',
    'contact.message': 'Message',
    'contact.sent': 'Votre message a été envoyé. Surveillez vos courriels!',
    'contact.failed': "L'envoi a échoué. Veuillez réessayer plus tard.",
    'contact.sending': 'Envoi en cours...',
    'contact.send': 'Envoyer',
    'contact.phone': "Vous pouvez aussi nous appeler au 1 800 555-0199, du lundi au vendredi, de 9 h à 17 h (heure de l'Est).",
    'chat.open': 'Clavarder avec le service à la clientèle',
    'chat.title': 'Service à la clientèle - Clavardez avec nous',
    'chat.conversation': 'Conversation',
    'chat.typing': "L'assistant est en train d'écrire",
    'chat.placeholder': 'Écrivez votre message',
    'chat.close': 'Fermer',
    'chat.send': 'Envoyer',
    'chat.failed': 'Désolé, un problème est survenu.',
  },
});
