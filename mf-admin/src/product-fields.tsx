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

/** A product's options in French as the form holds them: by the English option name, its French name
 * and each value's French (blank: the shop shows the English). */
export type FrenchOptions = Record<string, { name: string; values: Record<string, string> }>;

type Option = { name: string; values: string[] };
type OptionTexts = { name?: string; values?: Record<string, string> };

/** The form's French options, from what the product keeps. */
export function frenchOptionsOf(options: Option[], kept: Record<string, OptionTexts> | undefined): FrenchOptions {
  return Object.fromEntries(
    options.map((o) => [
      o.name,
      { name: kept?.[o.name]?.name ?? '', values: Object.fromEntries(o.values.map((v) => [v, kept?.[o.name]?.values?.[v] ?? ''])) },
    ]),
  );
}

/** What is saved of the form's French options: the texts given, none blank. */
export function frenchOptionsToSave(form: FrenchOptions): Record<string, OptionTexts> {
  return Object.fromEntries(
    Object.entries(form).map(([option, { name, values }]) => {
      const given = Object.entries(values)
        .map(([k, v]) => [k, v.trim()] as const)
        .filter(([, v]) => v !== '');
      return [option, { ...(name.trim() ? { name: name.trim() } : {}), ...(given.length ? { values: Object.fromEntries(given) } : {}) }];
    }),
  );
}

/** The product's options and their values in French, each beside its English. */
export function FrenchOptionFields(props: { options: Option[]; form: FrenchOptions; set: (form: FrenchOptions) => void }) {
  const t = useText();
  if (props.options.length === 0) return null;
  const put = (option: string, change: (o: FrenchOptions[string]) => FrenchOptions[string]) =>
    props.set({ ...props.form, [option]: change(props.form[option] ?? { name: '', values: {} }) });
  return (
    <fieldset lang="fr">
      <legend>{t('editor.optionsFr')}</legend>
      {props.options.map((o) => (
        <div key={o.name} role="group" aria-label={o.name}>
          <Field>
            {t('editor.optionNameFr', { option: o.name })}
            <input
              maxLength={60}
              value={props.form[o.name]?.name ?? ''}
              onChange={(e) => put(o.name, (f) => ({ ...f, name: e.target.value }))}
            />
          </Field>
          {o.values.map((v) => (
            <Field key={v}>
              {t('editor.optionValueFr', { option: o.name, value: v })}
              <input
                maxLength={60}
                value={props.form[o.name]?.values[v] ?? ''}
                onChange={(e) => put(o.name, (f) => ({ ...f, values: { ...f.values, [v]: e.target.value } }))}
              />
            </Field>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
