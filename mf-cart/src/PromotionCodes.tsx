import { type FormEvent, useState } from 'react';
import { Button, Field, Notice, errorMessage } from '@storefront/ui';
import { PROMOTION_CODE } from '@storefront/contracts/shop';
import { useText } from './messages';

/** The code field of the cart and the checkout: a code is tried (`onTry` asks the server for the
 * summary with it) before it is kept, so a refused one says why and changes nothing. */
export function PromotionCodes({
  codes,
  onTry,
  onAdd,
  onRemove,
  dropped,
}: {
  /** Why a kept code was taken out (the server refused it). */
  dropped?: unknown;
  codes: string[];
  onTry: (codes: string[]) => Promise<unknown>;
  onAdd: (code: string) => void;
  onRemove: (code: string) => void;
}) {
  const t = useText();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  // Kept unworded, so a switch of language rewords it.
  const [tried, setProblem] = useState<unknown>(null);
  const problem = tried ?? dropped ?? null;
  const apply = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const code = typed.trim().toUpperCase();
    if (!PROMOTION_CODE.test(code)) return setProblem('format');
    setBusy(true);
    try {
      await onTry([...codes.filter((c) => c !== code), code]);
      onAdd(code);
      setTyped('');
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void apply(e)} aria-label={t('promo.form')} style={{ marginTop: 12 }}>
      <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}>
        {/* Wraps rather than widening the summary on the narrowest phones. */}
        <Field style={{ flex: '1 1 10rem', minWidth: 0 }}>
          {t('promo.label')}
          <input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            size={12}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'promotion-code-problem' : undefined}
          />
        </Field>
        <Button type="submit" $variant="secondary" disabled={busy || typed.trim() === ''}>
          {busy ? t('promo.applying') : t('promo.apply')}
        </Button>
      </span>
      {problem !== null && (
        <Notice $tone="error" role="alert" id="promotion-code-problem">
          {problem === 'format' ? t('promo.format') : errorMessage(problem)}
        </Notice>
      )}
      {codes.length > 0 && (
        <ul
          aria-label={t('promo.applied')}
          style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'flex', gap: 8, flexWrap: 'wrap' }}
        >
          {codes.map((code) => (
            <li key={code}>
              <span translate="no">{code}</span>{' '}
              <Button type="button" $variant="plain" onClick={() => onRemove(code)} aria-label={t('promo.remove', { code })}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
