import { Field } from '@storefront/ui';
import { useText } from './messages';

// The fields both product forms ask the same way, so that their limits stay the catalogue's in both.

type Fields = { name: string; description: string; price: string };
type Change = (e: { target: { value: string } }) => void;
type Props<K extends keyof Fields> = { form: Pick<Fields, K>; set: (field: K) => Change };

/** The product's name and description. */
export function NameAndDescription({ form, set }: Props<'name' | 'description'>) {
  const t = useText();
  return (
    <>
      <Field>
        {t('common.name')}
        <input required maxLength={200} value={form.name} onChange={set('name')} />
      </Field>
      <Field>
        {t('common.description')}
        <textarea required rows={4} maxLength={5000} value={form.description} onChange={set('description')} />
      </Field>
    </>
  );
}

type French = { nameFr: string; descriptionFr: string };

/** The product's name and description in French, beside the English: a blank one is missing (the shop
 * shows the English), and says so. */
export function FrenchNameAndDescription({ form, set }: { form: French; set: (field: keyof French) => Change }) {
  const t = useText();
  const missing = !form.nameFr.trim() || !form.descriptionFr.trim();
  return (
    <fieldset lang="fr">
      <legend>{t('editor.french')}</legend>
      {missing && <p role="status">{t('editor.frenchMissing')}</p>}
      <Field>
        {t('editor.nameFr')}
        <input maxLength={200} value={form.nameFr} onChange={set('nameFr')} />
      </Field>
      <Field>
        {t('editor.descriptionFr')}
        <textarea rows={4} maxLength={5000} value={form.descriptionFr} onChange={set('descriptionFr')} />
      </Field>
    </fieldset>
  );
}

/** The product's price in dollars, to the cent. */
export function PriceField({ form, set }: Props<'price'>) {
  const t = useText();
  return (
    <Field>
      {t('common.price')}
      <input required type="number" min="0.01" step="0.01" value={form.price} onChange={set('price')} />
    </Field>
  );
}
