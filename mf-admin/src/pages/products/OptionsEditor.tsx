import { Button, Field, Notice, theme } from '@storefront/ui';
import styled from 'styled-components';
import { useText } from '../../messages';
import { Actions } from '../../layout';
import { MAX_OPTIONS } from './contractRules';
import type { VariantsEditing } from './useVariantsEdit';
import { addOption, removeOption, renameOption, setOptionValues } from './variantDraft';

/** A problem the service found with one field, under it. */
export const FieldError = styled.span`
  display: block;
  color: ${theme.color.danger};
  font-size: 13px;
  font-weight: 400;
`;

/** The service's words about the fields whose path starts with `prefix` ('options.0.'). */
export const fieldsUnder = (fields: Record<string, string> | undefined, prefix: string) =>
  Object.entries(fields ?? {})
    .filter(([path]) => path === prefix.slice(0, -1) || path.startsWith(prefix))
    .map(([, message]) => message);

const OptionFieldset = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: ${theme.space(1.5)};
  margin: 0 0 ${theme.space(2)};
`;

/** The product's options (at most MAX_OPTIONS), each a name and its values, and the generating of the
 * variants they make. */
export function OptionsEditor({ editing }: { editing: VariantsEditing }) {
  const t = useText();
  const { draft, change, refusal } = editing;
  const full = draft.options.length >= MAX_OPTIONS;
  return (
    <OptionFieldset>
      <legend>{t('variants.options')}</legend>
      {draft.options.length === 0 && <p>{t('variants.noOptions')}</p>}
      {draft.options.map((o, i) => {
        const number = i + 1;
        const errors = fieldsUnder(refusal?.fields, `options.${i}.`);
        return (
          <Actions key={o.key}>
            <Field>
              {t('variants.optionName', { number })}
              <input required maxLength={60} value={o.name} onChange={(e) => change((d) => renameOption(d, i, e.target.value))} />
            </Field>
            <Field>
              {t('variants.optionValues', { number })}
              <input required size={40} value={o.valuesText} onChange={(e) => change((d) => setOptionValues(d, i, e.target.value))} />
            </Field>
            <Button type="button" $variant="plain" onClick={() => change((d) => removeOption(d, i))}>
              {t('variants.removeOption', { number })}
            </Button>
            {errors.map((message) => (
              <FieldError key={message}>{message}</FieldError>
            ))}
          </Actions>
        );
      })}
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          disabled={full}
          aria-describedby={full ? 'options-full' : undefined}
          onClick={() => change(addOption)}
        >
          {t('variants.addOption')}
        </Button>
        <Button type="button" onClick={editing.generateVariants}>
          {t('variants.generate')}
        </Button>
      </Actions>
      {full && <p id="options-full">{t('variants.maxOptions', { maximum: MAX_OPTIONS })}</p>}
      {editing.note && <Notice role="status">{editing.note}</Notice>}
    </OptionFieldset>
  );
}
