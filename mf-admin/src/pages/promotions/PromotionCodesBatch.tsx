import { type FormEvent, useState } from 'react';
import { Button, Field, Notice, errorMessage } from '@storefront/ui';
import type { AdminPromotion } from '@storefront/contracts';
import { promotionsApi } from '../../api';
import { useText } from '../../messages';

/** Generates a batch of single-use codes for a promotion that needs a code, and links its codes' file. */
export function PromotionCodesBatch({ promotion }: { promotion: AdminPromotion }) {
  const t = useText();
  const [count, setCount] = useState('100');
  const [prefix, setPrefix] = useState('');
  const [made, setMade] = useState<number | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const generate = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      setMade((await promotionsApi.generateCodes(promotion._id, Number(count), prefix)).codes.length);
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <details>
      <summary>{t('promotions.codes', { count: String(promotion.singleUseCodes + (made ?? 0)) })}</summary>
      <form
        onSubmit={(e) => void generate(e)}
        aria-label={t('promotions.codes.generate')}
        style={{ display: 'grid', gap: 8, marginTop: 8 }}
      >
        <Field>
          {t('promotions.codes.count')}
          <input inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
        </Field>
        <Field>
          {t('promotions.codes.prefix')}
          <input value={prefix} onChange={(e) => setPrefix(e.target.value)} />
        </Field>
        <Button type="submit" $variant="secondary" disabled={busy}>
          {t('promotions.codes.generate')}
        </Button>
        {made !== null && <Notice $tone="success">{t('promotions.codes.made', { count: String(made) })}</Notice>}
        {problem !== null && (
          <Notice $tone="error" role="alert">
            {errorMessage(problem)}
          </Notice>
        )}
        <a href={promotionsApi.codesFile(promotion._id)} download>
          {t('promotions.codes.download')}
        </a>
      </form>
    </details>
  );
}
