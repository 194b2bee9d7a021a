import { bundledCatalogue } from '@storefront/contracts/i18n';
import { en } from './en';
import { fr } from './fr';

/** The gateway's own words in page heads, in every language the store speaks (one file each). */
export const gatewayMessages = bundledCatalogue('gateway', { en, fr });
