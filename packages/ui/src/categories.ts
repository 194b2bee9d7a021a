import type { Category } from '@storefront/contracts';
import { CATEGORIES_PATH } from '@storefront/contracts/shop';
import { api } from './api';
import { currentLanguage } from './i18n';
import { isCategoryList } from './guards';

/** How long a page keeps the list before asking again (counts change; the list rarely does). */
const KEEP_MS = 5 * 60_000;
interface KeptList {
  at: number;
  language: string;
  list: Promise<Category[]>;
  arrived?: Category[];
}
let shared: KeptList | null = null;

/** The list kept is in the page's language, and recent. */
const fresh = (entry: KeptList | null): entry is KeptList =>
  entry !== null && entry.language === currentLanguage() && Date.now() - entry.at <= KEEP_MS;

/** The shop's categories with their addresses (/category/{slug}) and their names in the page's language:
 * the shell's menu and the category pages read the same list (the ui package is one instance for all),
 * so a page load asks once, and again when the shopper switches language. */
export function fetchCategories(): Promise<Category[]> {
  if (!fresh(shared)) {
    const list = api(CATEGORIES_PATH, { check: isCategoryList }).then(
      (r) => r.categories,
      (err: unknown) => {
        shared = null; // the next page asks again
        throw err;
      },
    );
    const entry: KeptList = { at: Date.now(), language: currentLanguage(), list };
    list.then((arrived) => (entry.arrived = arrived)).catch(() => {});
    shared = entry;
  }
  return shared.list;
}

/** The list if it has arrived already, so a menu drawn after it shows it in its first paint (nothing moves). */
export function categoriesArrived(): Category[] | undefined {
  return fresh(shared) ? shared.arrived : undefined;
}

/** The list the page already has (the server drew the menu with it, and wrote it into the HTML). */
export function rememberCategories(list: Category[]): void {
  shared = { at: Date.now(), language: currentLanguage(), list: Promise.resolve(list), arrived: list };
}

/** Forgets the list (the server, between the pages it draws). */
export function forgetCategories(): void {
  shared = null;
}
