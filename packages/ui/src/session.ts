import { useSyncExternalStore } from 'react';
import type { Language, LoginResponse } from '@storefront/contracts';
import { ApiError, api, onUnauthorized } from './api';
import { isLoginResponse, isUser } from './guards';
import { adoptLanguage, currentLanguage, isLanguage, onLanguageChosen } from './i18n';
import { storage } from './storage';

export interface Session {
  userId: string;
  isAdmin: boolean;
  name: string;
}

type Listener = () => void;

// The spec's storage keys; the session token itself is an httpOnly cookie that scripts cannot read.
const KEYS = { userId: 'userId', isAdmin: 'isAdmin', name: 'userName' } as const;

function read(): Session | null {
  const raw = storage.get(KEYS.userId);
  const userId = raw?.replace(/"/g, '') || null; // the spec's cart strips stray quotes
  if (!userId) return null;
  return { userId, isAdmin: storage.get(KEYS.isAdmin) === 'true', name: storage.get(KEYS.name) ?? '' };
}

/** The signed-in shopper, shared by the shell and every remote (one instance: the ui package is a
 * Module Federation singleton) and kept in step across tabs. */
class SessionStore {
  private current: Session | null = read();
  private readonly listeners = new Set<Listener>();
  private readonly signInHooks = new Set<(s: Session) => Promise<void>>();
  /** The last save of the shopper's language on the account (the next waits for it). */
  private languageSaved: Promise<void> = Promise.resolve();

  constructor() {
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (e) => {
        if (e.key === null || Object.values(KEYS).includes(e.key as never)) this.set(read(), false);
      });
    }
    onUnauthorized(() => {
      if (this.current) this.set(null);
    });
    onLanguageChosen((language) => void this.saveLanguage(language));
  }

  /** The shopper's language kept on their account, so the next sign-in (on any browser) and their mails
   * follow it. One save at a time, in the order chosen: two quick switches must not leave the account
   * with the first. A failure leaves the page switched: the browser still remembers the choice. */
  private saveLanguage(language: Language): Promise<void> {
    this.languageSaved = this.languageSaved.then(async () => {
      const s = this.current;
      if (!s) return;
      await api(`/api/users/${encodeURIComponent(s.userId)}/language`, { method: 'PUT', body: { language } }).catch((err: unknown) =>
        console.warn('Could not save the language on the account', err),
      );
    });
    return this.languageSaved;
  }

  /** The account's language is the shopper's: the page takes it (on sign-in, and when it was changed on
   * another browser). An account that has none yet (made before languages were kept) takes the page's. */
  private async followAccountLanguage(saved: unknown): Promise<void> {
    if (!isLanguage(saved)) await this.saveLanguage(currentLanguage());
    else if (saved !== currentLanguage()) await adoptLanguage(saved);
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get = () => this.current;

  private set(next: Session | null, persist = true) {
    const same = next?.userId === this.current?.userId && next?.isAdmin === this.current?.isAdmin && next?.name === this.current?.name;
    if (same) return;
    this.current = next;
    if (persist) {
      if (next) {
        storage.set(KEYS.userId, next.userId);
        storage.set(KEYS.isAdmin, String(next.isAdmin));
        storage.set(KEYS.name, next.name);
      } else {
        Object.values(KEYS).forEach((k) => storage.remove(k));
      }
    }
    this.listeners.forEach((l) => l());
  }

  /** Work to do right after signing in (e.g. merging what the shopper saved as a guest). */
  onSignIn(hook: (s: Session) => Promise<void>): () => void {
    this.signInHooks.add(hook);
    return () => void this.signInHooks.delete(hook);
  }

  async login(email: string, password: string): Promise<Session> {
    return this.signedIn(await api('/api/users/login', { method: 'POST', body: { email, password }, check: isLoginResponse }));
  }

  /** Follows a password reset link: the new password, and this browser signed in (the service ended
   * every other session of the account). */
  async resetPassword(token: string, password: string): Promise<Session> {
    return this.signedIn(
      await api('/api/users/password-reset/complete', { method: 'POST', body: { token, password }, check: isLoginResponse }),
    );
  }

  private async signedIn(res: LoginResponse): Promise<Session> {
    const next = { userId: res.user._id, isAdmin: res.user.isAdmin, name: res.user.name };
    // The session cookie is already set: finish the sign-in work (merging what the guest saved) before
    // the pages see the new session, so they show the merged lists.
    for (const hook of this.signInHooks) {
      await hook(next).catch((err: unknown) => console.warn('After sign-in:', err));
    }
    this.set(next);
    return next;
  }

  /** After the profile page renames the shopper, the top bar follows. */
  rename(name: string): void {
    if (this.current) this.set({ ...this.current, name });
  }

  /** The server forgets the session (its cookie is cleared) before the page shows the shopper signed out:
   * on a shared computer, 'Login' showing means the session is over, not that it is about to be. When the
   * store cannot be reached the page forgets the shopper anyway (the cookie's session then ends at its
   * expiry, not at once). */
  async logout(): Promise<void> {
    await api('/api/users/logout', { method: 'POST' }).catch(() => undefined);
    this.set(null);
  }

  /** Re-reads the shopper's record (the shell does on each sign-in and page load): their name, their
   * language; a session the server no longer knows is cleared. */
  async refresh(): Promise<void> {
    const s = this.current;
    if (!s) return;
    try {
      const user = await api(`/api/users/${encodeURIComponent(s.userId)}`, { check: isUser });
      this.set({ userId: user._id, isAdmin: user.isAdmin, name: user.name });
      await this.followAccountLanguage(user.language);
    } catch (err) {
      if (err instanceof ApiError && [401, 403, 404].includes(err.status)) this.set(null);
      else console.warn('Could not load the signed-in user', err);
    }
  }
}

export const session = new SessionStore();

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
