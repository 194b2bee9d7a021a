import { EMAIL_VERIFICATION_HOURS, type EventPayload } from '@storefront/contracts';
import { SIGNATURE, type ShopperLanguage, dateIn, hello, isFrench } from './formats';

/** The mail with the link to choose a new password: what it is for, how long it works, and what to do
 * if the shopper did not ask (nothing: the password stays as it is). In the account's language (the
 * event's `language`; none is English). */
export function passwordResetMail(
  p: EventPayload<'user.password-reset-requested'>,
  language: ShopperLanguage,
): { subject: string; text: string } {
  const until = dateIn(language, p.expiresAt, { hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' });
  if (isFrench(language)) {
    return {
      subject: 'Choisissez un nouveau mot de passe Maple Market',
      text: [
        hello(language, p.name),
        '',
        'Quelqu’un (vous, nous l’espérons) a demandé à choisir un nouveau mot de passe pour votre compte Maple Market. Pour le choisir, ouvrez ce lien :',
        '',
        p.resetUrl,
        '',
        `Le lien ne fonctionne qu’une fois, pendant une heure (jusqu’à ${until}, heure de Toronto). Choisir un nouveau mot de passe vous déconnecte partout ailleurs.`,
        '',
        'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.',
        '',
        SIGNATURE.fr,
      ].join('\n'),
    };
  }
  return {
    subject: 'Choose a new Maple Market password',
    text: [
      hello(language, p.name),
      '',
      'Someone (we hope you) asked to choose a new password for your Maple Market account. To choose one, open this link:',
      '',
      p.resetUrl,
      '',
      `The link works once, for one hour (until ${until}, Toronto time). Choosing a new password signs you out everywhere else.`,
      '',
      'If you did not ask, ignore this mail: your password stays as it is.',
      '',
      SIGNATURE.en,
    ].join('\n'),
  };
}

/** The mail with the link to prove the account's email: what following it does (the address is
 * confirmed, and orders placed as a guest with it join the account), how long it works, and what to do
 * if the reader made no account (nothing: without the link, nothing happens). */
export function emailVerificationMail(
  p: EventPayload<'user.email-verification-requested'>,
  language: ShopperLanguage,
): { subject: string; text: string } {
  const until = dateIn(language, p.expiresAt, {
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Toronto',
  });
  if (isFrench(language)) {
    return {
      subject: 'Confirmez votre adresse courriel Maple Market',
      text: [
        hello(language, p.name),
        '',
        `Veuillez confirmer que ${p.email} est bien l’adresse de votre compte Maple Market en ouvrant ce lien :`,
        '',
        p.verifyUrl,
        '',
        'Ce lien confirme votre adresse et ajoute à votre compte, sous Vos commandes, les commandes que vous avez passées en tant qu’invité avec ce courriel.',
        '',
        `Le lien fonctionne pendant ${EMAIL_VERIFICATION_HOURS} heures (jusqu’au ${until}, heure de Toronto). Passé ce délai, connectez-vous et ouvrez-le de nouveau pour en obtenir un nouveau.`,
        '',
        'Si vous n’avez pas créé de compte Maple Market, ignorez ce courriel : rien ne se passe tant que le lien n’est pas suivi.',
        '',
        SIGNATURE.fr,
      ].join('\n'),
    };
  }
  return {
    subject: 'Confirm your Maple Market email address',
    text: [
      hello(language, p.name),
      '',
      `Please confirm that ${p.email} is the address of your Maple Market account by opening this link:`,
      '',
      p.verifyUrl,
      '',
      'Following it confirms your address, and brings any orders you placed as a guest with this email into your account, under Your Orders.',
      '',
      `The link works for ${EMAIL_VERIFICATION_HOURS} hours (until ${until}, Toronto time). After that, sign in and open it again to get a new one.`,
      '',
      'If you did not make a Maple Market account, ignore this mail: nothing happens unless the link is followed.',
      '',
      SIGNATURE.en,
    ].join('\n'),
  };
}
