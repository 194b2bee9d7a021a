import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@storefront/contracts';
import { errorText } from '@storefront/contracts/errors';
import { chooseLanguage, notices } from '@storefront/ui';
import { catalogueProblems } from '@storefront/ui/testing';
import { catalogue } from '../src/messages';
import Account from '../src/pages/Account';
import AddressForm from '../src/pages/AddressForm';
import Addresses from '../src/pages/Addresses';
import ChangePassword from '../src/pages/ChangePassword';
import ForgotPassword from '../src/pages/ForgotPassword';
import History from '../src/pages/History';
import Login from '../src/pages/Login';
import PaymentMethods from '../src/pages/PaymentMethods';
import Profile from '../src/pages/Profile';
import Register from '../src/pages/Register';
import ResetPassword from '../src/pages/ResetPassword';
import VerifyEmail from '../src/pages/VerifyEmail';
import Wishlist from '../src/pages/Wishlist';
import { cottage, home, product, serve, show, signedIn, user } from './store-stand-in';

// The account's pages in Canadian French: every message of the catalogue has its French one, and the
// pages show it (prices as French writes them), with none of the English left.

/** The page's text, with the narrow and non-breaking spaces French puts in prices as plain spaces. */
const page = () => (document.body.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const noEnglish = (...english: string[]) => {
  const shown = page();
  for (const words of english) expect(shown).not.toContain(words);
};

beforeEach(async () => {
  signedIn(true);
  await act(() => chooseLanguage('fr'));
});
afterEach(async () => {
  await act(() => chooseLanguage('en'));
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('the account team’s catalogue', () => {
  it('has every message in French', async () => {
    // The same in both: the country's name.
    expect(await catalogueProblems(catalogue, ['country.Canada'])).toEqual([]);
  });
});

describe('signing in and up, in French', () => {
  beforeEach(() => signedIn(false));

  it('shows the login form in French', () => {
    serve(() => undefined);
    show(<Login />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    expect(screen.getByLabelText('Courriel')).toBeTruthy();
    expect(screen.getByLabelText('Mot de passe')).toBeTruthy();
    expect(button('Se connecter')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié?' }).getAttribute('href')).toBe('/forgot-password');
    expect(page()).toContain('Première visite chez Maple Market? Créer un compte');
    noEnglish('Login', 'Email', 'Password', 'Forgot your password?', 'New to', 'Register');
  });

  it('shows the registration form and its password hint in French', () => {
    serve(() => undefined);
    show(<Register />, '/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeTruthy();
    expect(screen.getByLabelText('Nom')).toBeTruthy();
    expect(screen.getByText('Au moins 8 caractères.')).toBeTruthy();
    expect(button('Créer mon compte')).toBeTruthy();
    expect(page()).toContain('Vous avez déjà un compte? Se connecter');
    noEnglish('Create an Account', 'Name', 'At least 8 characters', 'Already have an account', 'Register');
  });

  it('says the account is created in French', async () => {
    serve((_method, url) =>
      url === '/api/users/register'
        ? { status: 201, body: { message: 'User registered successfully.', user } }
        : { status: 200, body: { token: 't', user: { _id: user._id, isAdmin: false, name: user.name } } },
    );
    show(<Register />, '/register');
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Courriel'), { target: { value: 'ada@example.ca' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'a long password' } });
    fireEvent.click(button('Créer mon compte'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Ada Lovelace!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Votre compte est prêt et votre session est ouverte.');
    expect(page()).toContain('Nous avons envoyé un lien à ada@example.ca.');
    noEnglish('Welcome', 'Your account is ready', 'We sent', 'Start shopping', 'Your account');
  });

  it('asks for a reset link in French', () => {
    serve(() => undefined);
    show(<ForgotPassword />, '/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié?' })).toBeTruthy();
    expect(button('Envoyez-moi un lien')).toBeTruthy();
    expect(page()).toContain('Ça vous revient? Se connecter');
    noEnglish('Forgot your password?', 'Enter the email', 'Send me a link', 'Remembered it?');
  });

  it('chooses a new password in French, and says in French the two differ', async () => {
    const calls = serve(() => undefined);
    show(<ResetPassword />, `/reset-password?token=${'R'.repeat(43)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'a new password' } });
    fireEvent.change(screen.getByLabelText('Confirmez le nouveau mot de passe'), { target: { value: 'another password' } });
    fireEvent.click(button('Enregistrer le nouveau mot de passe'));
    expect((await screen.findByRole('alert')).textContent).toBe('Les mots de passe ne correspondent pas!');
    expect(calls).toEqual([]);
    noEnglish('Choose a new password', 'New password', 'Passwords do not match');
  });

  it('says in French a reset link is not complete', () => {
    show(<ResetPassword />, '/reset-password');
    expect(screen.getByRole('alert').textContent).toBe('Ce lien de réinitialisation est incomplet. Demandez-en un nouveau.');
  });

  it('asks in French to sign in before confirming an email', () => {
    serve(() => undefined);
    show(<VerifyEmail />, `/verify-email?token=${'T'.repeat(43)}`);
    expect(screen.getByRole('heading', { name: 'Confirmez votre courriel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
    noEnglish('Confirm your email', 'Sign in to the account', 'Log in');
  });

  it('offers a new confirmation link in French', () => {
    signedIn(true);
    serve(() => undefined);
    show(<VerifyEmail />, '/verify-email');
    expect(button('Envoyer un nouveau lien')).toBeTruthy();
    expect(page()).toContain('ouvrez le lien dans le courriel que nous vous avons envoyé');
    noEnglish('Open the link', 'Send a new link');
  });

  it('asks a visitor in French to log in to see the account', () => {
    show(<Account />, '/account');
    expect(screen.getByRole('alert').textContent).toBe(
      'Veuillez vous connecter pour voir votre compte. Connectez-vous ou créez un compte.',
    );
  });
});

describe('the account’s pages, in French', () => {
  it('shows the account’s tiles in French', () => {
    show(<Account />, '/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Vos commandes',
      'Modifier le profil',
      'Changer le mot de passe',
      'Vos adresses',
      'Modes de paiement',
      'Service à la clientèle',
    ]);
    const links = screen.getAllByRole('link').map((l) => l.getAttribute('aria-label')?.replace(/\u00a0/g, ' '));
    expect(links[0]).toBe('Gérer : Vos commandes');
    noEnglish('Your Account', 'Your Orders', 'Manage', 'Customer Support', 'Track, return');
  });

  it('shows the profile in French, the provinces named in French but sent by their codes', async () => {
    serve((method, url) => (method === 'GET' && url === '/api/users/u-1' ? { status: 200, body: user } : undefined));
    show(<Profile />, '/profile');
    expect(screen.getByText('Chargement de votre profil…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre profil' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nom complet').value).toBe('Ada Lovelace');
    expect(screen.getByLabelText<HTMLInputElement>('Adresse').value).toBe('1 King St W');
    expect(screen.getByLabelText<HTMLInputElement>('Code postal').value).toBe('M5H 1A1');
    const country = screen.getByLabelText<HTMLSelectElement>('Pays');
    expect([...country.options].map((o) => [o.value, o.textContent])).toEqual([['Canada', 'Canada']]);
    // In the order of their French names, sent by their codes.
    const province = screen.getByLabelText<HTMLSelectElement>('Province');
    expect(province.value).toBe('ON');
    expect([...province.options].slice(0, 5).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choisissez une province ou un territoire'],
      ['AB', 'Alberta'],
      ['BC', 'Colombie-Britannique'],
      ['PE', 'Île-du-Prince-Édouard'],
      ['MB', 'Manitoba'],
    ]);
    expect([...province.options].map((o) => o.textContent)).toContain('Québec');
    expect(screen.getByRole('heading', { level: 2, name: 'Adresse de livraison' })).toBeTruthy();
    expect(button('Mettre à jour le profil')).toBeTruthy();
    expect(button('Changer le mot de passe')).toBeTruthy();
    noEnglish('Your Profile', 'Shipping Address', 'Street Address', 'ZIP/Postal Code', 'Update Profile', 'Change Password');
  });

  it('says in French the profile is saved, even after the language changes', async () => {
    serve(() => ({ status: 200, body: user }));
    show(<Profile />, '/profile');
    await screen.findByRole('heading', { level: 1, name: 'Votre profil' });
    fireEvent.click(button('Mettre à jour le profil'));
    const form = screen.getByRole('form', { name: 'Profil' });
    expect((await within(form).findByRole('status')).textContent).toBe('Votre profil a été mis à jour!');
    await act(() => chooseLanguage('en'));
    expect(within(screen.getByRole('form', { name: 'Profile' })).getByRole('status').textContent).toBe('Profile updated successfully!');
  });

  it('answers the Change Password page in French', async () => {
    // As the users service answers it: the message with its code (ERROR_MESSAGES).
    const message = errorText('password.current.wrong');
    serve(() => ({ status: 400, body: { error: message, message, code: 'password.current.wrong' } }));
    show(<ChangePassword />, '/account/password');
    expect(screen.getByRole('heading', { level: 1, name: 'Changer le mot de passe' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mot de passe actuel'), { target: { value: 'old' } });
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'a new password' } });
    fireEvent.change(screen.getByLabelText('Confirmez le mot de passe'), { target: { value: 'a new passwore' } });
    fireEvent.click(button('Changer le mot de passe'));
    expect((await screen.findByRole('alert')).textContent).toBe('Les mots de passe ne correspondent pas!');
    fireEvent.change(screen.getByLabelText('Confirmez le mot de passe'), { target: { value: 'a new password' } });
    fireEvent.click(button('Changer le mot de passe'));
    // The service's reason, by its code, in French.
    await waitFor(() =>
      expect(screen.getByRole('alert').innerHTML).toBe(
        'Le mot de passe n’a pas pu être changé.<br>Votre mot de passe actuel n’est pas le bon.',
      ),
    );
  });

  it('shows the address book in French', async () => {
    serve((method, url) => (method === 'GET' && url === '/api/users/u-1/addresses' ? { status: 200, body: [home, cottage] } : undefined));
    show(<Addresses />, '/account/addresses?next=%2Fcheckout');
    expect(screen.getByRole('heading', { level: 1, name: 'Vos adresses' })).toBeTruthy();
    expect(screen.getByText('Chargement de vos adresses…')).toBeTruthy();
    const [first] = await screen.findAllByTestId('address-card');
    expect(within(first!).getByText('Par défaut')).toBeTruthy();
    // Written the French way: the province in words, in brackets after the city.
    const label = first!
      .querySelector('address')!
      .innerHTML.split('<br>')
      .map((l) => l.replace(/<[^>]+>/g, '').replace(/&nbsp;|\u00a0/g, ' '));
    expect(label).toEqual(['Ada Lovelace', '1 King St W', 'Toronto (Ontario) M5H 1A1', 'Canada', 'Téléphone : 416-555-0100']);
    expect(within(first!).getByRole('button', { name: 'Livrer à cette adresse' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Modifier' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Supprimer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Définir par défaut' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Ajouter une adresse' })).toBeTruthy();
    expect(page()).toContain('Choisissez l’adresse où livrer cette commande');
    noEnglish('Your Addresses', 'Default', 'Phone number', 'Deliver to', 'Edit', 'Remove', 'Add Address', 'Choose the address');
  });

  it('shows the address form in French, its fields with the shared French words', async () => {
    serve((method) => (method === 'POST' ? { status: 201, body: { ...home, _id: 'a-new' } } : undefined));
    show(<AddressForm />, '/addresses/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Ajouter une adresse' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Adresse' })).toBeTruthy();
    expect(screen.getByLabelText('Code postal')).toBeTruthy();
    fireEvent.click(button('Enregistrer l’adresse'));
    await waitFor(() => expect(notices.get()?.message).toBe('Adresse enregistrée.'));
    noEnglish('Add New Address', 'Save Address', 'Full Name', 'Postal Code');
  });

  it('says in French an address no longer exists', async () => {
    serve(() => ({ status: 200, body: [home] }));
    show(<AddressForm />, '/addresses/edit/a-gone', '/addresses/edit/:addressId');
    expect(await screen.findByText('Cette adresse n’existe plus.')).toBeTruthy();
  });

  it('explains payment methods in French', () => {
    show(<PaymentMethods />, '/account/payments');
    expect(screen.getByRole('heading', { level: 1, name: 'Modes de paiement' })).toBeTruthy();
    expect(page()).toContain('Les totaux comprennent la TPS/TVH de votre province; la livraison est toujours gratuite.');
    expect(screen.getByRole('link', { name: 'Voir vos commandes' })).toBeTruthy();
    noEnglish('Payment Methods', 'You pay by card', 'Accepted', 'See your orders');
  });
});

describe('saved products, in French', () => {
  const mitts = product(3, { name: 'Mitts', price: 1234.56 });
  const toque = product(2, { name: 'Wool Toque', price: 25, stock: 0 });
  /** The users service holding `ids` under `list`, and the catalogue answering them. */
  const saved = (list: 'wishlist' | 'history', products: Product[]) =>
    serve((method, url) => {
      if (url === `/api/users/u-1/${list}`) return { status: 200, body: { productIds: products.map((p) => p._id) } };
      if (url.startsWith('/api/products?ids=')) return { status: 200, body: { products, page: 1, totalPages: 1, total: products.length } };
    });

  it('shows the wishlist in French, prices as French writes them', async () => {
    saved('wishlist', [mitts, toque]);
    show(<Wishlist />, '/wishlist');
    expect(screen.getByRole('heading', { level: 1, name: 'Votre liste de souhaits' })).toBeTruthy();
    expect(screen.getByText('Chargement…')).toBeTruthy();
    await screen.findAllByTestId('product-card');
    expect(page()).toContain('1 234,56 $');
    expect(page()).toContain('25,00 $');
    expect(page()).toContain('En rupture de stock');
    expect(screen.getByRole('button', { name: 'Retirer Mitts de votre liste de souhaits' }).textContent).toBe('Retirer');
    noEnglish('Your Wishlist', 'Remove', '$1,234.56', 'Out of Stock');
  });

  it('says in French the wishlist is empty', async () => {
    saved('wishlist', []);
    show(<Wishlist />, '/wishlist');
    expect(await screen.findByText('Votre liste de souhaits est vide.')).toBeTruthy();
  });

  it('shows the browsing history in French', async () => {
    saved('history', [mitts]);
    show(<History />, '/history');
    expect(screen.getByRole('heading', { level: 1, name: 'Historique de navigation' })).toBeTruthy();
    await screen.findAllByTestId('product-card');
    expect(page()).toContain('1 234,56 $');
    noEnglish('Browsing History', '$1,234.56');
  });

  it('says in French the history is empty', async () => {
    saved('history', []);
    show(<History />, '/history');
    expect(await screen.findByText('Vous n’avez encore consulté aucun produit.')).toBeTruthy();
    noEnglish("You haven't viewed");
  });
});
