import { useState } from 'react';
import { ApiError, errorMessage, fieldProblems } from '@storefront/ui';
import type { AdminProduct } from '@storefront/contracts';
import { errorText } from '@storefront/contracts/errors';
import { productsApi } from '../../api';
import { MAX_OPTION_VALUES, MAX_VARIANTS } from './contractRules';
import { useText } from '../../messages';
import {
  type Draft,
  type Problem,
  combinationCount,
  draftOf,
  draftProblems,
  editOf,
  generate,
  optionsOf,
  overfullOptions,
  stockChanged,
} from './variantDraft';

/** A problem found here, said as the service would say it: in the page's language, by its code. */
export const problemText = (p: Problem) => errorMessage(new ApiError(400, p.message, undefined, p.code, p.values));

/** What the service refused, by field ('variants.2.sku', 'reason'), and the whole answer's words. */
export interface Refusal {
  message: string;
  fields: Record<string, string>;
  /** The rows as they were sent: `variants.2` is the third of them. */
  rowKeys: string[];
}

/** The options and variants of a product as edited, what is wrong with them, and their saving. */
export function useVariantsEdit(product: AdminProduct, onSaved: (p: AdminProduct, message: string) => void) {
  const t = useText();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [note, setNote] = useState('');
  const change = (edit: (d: Draft) => Draft) => setDraft((d) => edit(d));

  const needsReason = stockChanged(draft, product);
  const problems = [
    ...draftProblems(draft).map(problemText),
    ...overfullOptions(draft).map((o) => t('variants.tooManyValues', { name: o.name, maximum: MAX_OPTION_VALUES })),
    ...(needsReason && !reason.trim() ? [problemText({ code: 'variant.stock.reason', message: errorText('variant.stock.reason') })] : []),
  ];

  const generateVariants = () => {
    const options = optionsOf(draft);
    const count = combinationCount(draft);
    if (options.length === 0 || options.some((o) => !o.name || o.values.length === 0)) return setNote(t('variants.cannotGenerate'));
    if (count > MAX_VARIANTS) return setNote(t('variants.tooManyCombinations', { count, maximum: MAX_VARIANTS }));
    const next = generate(draft, product);
    const added = next.rows.length - draft.rows.length;
    setDraft(next);
    setNote(added > 0 ? t('variants.generated', { count: added }) : t('variants.generatedNone'));
  };

  const save = async () => {
    if (busy || problems.length > 0) return;
    setBusy(true);
    setRefusal(null);
    try {
      const saved = await productsApi.saveVariants(product._id, editOf(draft, needsReason ? reason : ''));
      onSaved(saved, t('variants.saved', { name: product.name }));
    } catch (err) {
      setRefusal({ message: errorMessage(err), fields: fieldProblems(err), rowKeys: draft.rows.map((r) => r.key) });
      setBusy(false);
    }
  };

  return { draft, change, reason, setReason, needsReason, problems, busy, refusal, note, generateVariants, save };
}

export type VariantsEditing = ReturnType<typeof useVariantsEdit>;
