import type { French } from '@storefront/ui';
import type { en } from './messages';

// The French messages: a chunk of their own, fetched only when a page is in French.
const fr: French<typeof en> = {
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
};
export default fr;
