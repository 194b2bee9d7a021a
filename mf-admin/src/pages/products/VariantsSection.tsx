import { Button, Field, Notice, type AsyncState } from '@storefront/ui';
import type { AdminProduct } from '@storefront/contracts';
import { useText } from '../../messages';
import { LoadError } from '../../access';
import { Actions } from '../../layout';
import { BulkEdit } from './BulkEdit';
import { FieldError, OptionsEditor, fieldsUnder } from './OptionsEditor';
import { type VariantsEditing, useVariantsEdit } from './useVariantsEdit';
import { VariantsTable } from './VariantsTable';

type OnSaved = (p: AdminProduct, message: string) => void;

// A refusal's fields that the options, the table's cells and the reason show beside themselves.
const SHOWN_IN_PLACE = /^(options\.\d+(\.|$)|variants\.\d+\.(sku|price|stock|barcode|imageUrl|options)(\.|$)|reason$)/;

/** The reason for a stock change, what stops the saving, what the service refused, and the Save button. */
function SaveVariants({ editing }: { editing: VariantsEditing }) {
  const t = useText();
  const { problems, refusal, busy } = editing;
  const reasonErrors = fieldsUnder(refusal?.fields, 'reason.');
  const elsewhere = Object.entries(refusal?.fields ?? {}).filter(([path]) => !SHOWN_IN_PLACE.test(path));
  return (
    <>
      <Field>
        {t('variants.reason')}
        <input
          required={editing.needsReason}
          maxLength={200}
          value={editing.reason}
          aria-invalid={reasonErrors.length > 0 ? true : undefined}
          onChange={(e) => editing.setReason(e.target.value)}
        />
        {reasonErrors.map((message) => (
          <FieldError key={message}>{message}</FieldError>
        ))}
      </Field>
      {problems.length > 0 && (
        <div id="variants-problems">
          <p>{t('variants.problems')}</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {refusal && (
        <Notice $tone="error" role="alert">
          {refusal.message}
          {elsewhere.length > 0 && (
            <ul aria-label={t('variants.refused')}>
              {elsewhere.map(([path, message]) => (
                <li key={path}>{message}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      <Actions>
        <Button
          type="button"
          disabled={busy || problems.length > 0}
          aria-describedby={problems.length > 0 ? 'variants-problems' : undefined}
          onClick={() => void editing.save()}
        >
          {busy ? t('variants.saving') : t('variants.save')}
        </Button>
      </Actions>
    </>
  );
}

function VariantsEditor({ product, onSaved }: { product: AdminProduct; onSaved: OnSaved }) {
  const t = useText();
  const editing = useVariantsEdit(product, onSaved);
  return (
    <>
      <OptionsEditor editing={editing} />
      <BulkEdit editing={editing} />
      <VariantsTable editing={editing} productName={product.name} />
      <p>{t('variants.archiveNote')}</p>
      <SaveVariants editing={editing} />
    </>
  );
}

/** The product's options and variants, as GET /api/admin/products/{id} answers them, saved together. */
export function VariantsSection({ detail, onSaved }: { detail: AsyncState<AdminProduct>; onSaved: OnSaved }) {
  const t = useText();
  return (
    <section aria-labelledby="variants-title">
      <h3 id="variants-title">{t('variants.title')}</h3>
      {detail.status === 'loading' && <Notice>{t('variants.loading')}</Notice>}
      {detail.status === 'error' && <LoadError error={detail.error} what={t('variants.what')} />}
      {detail.status === 'done' && <VariantsEditor product={detail.data} onSaved={onSaved} />}
    </section>
  );
}
