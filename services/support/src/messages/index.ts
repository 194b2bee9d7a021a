import { type Translate, bundledCatalogue } from '@storefront/contracts/i18n';
import { en } from './en';
import { fr } from './fr';

/** What the support service says to shoppers, in every language the store speaks (one file each). */
export const supportMessages = bundledCatalogue('support', { en, fr });

export type SupportMessages = typeof en;
export type SupportText = Translate<SupportMessages>;

/** The support service's words in `language` (English for one without its own). */
export const textIn = (language: string | undefined): SupportText => supportMessages.textIn(language ?? 'en');
