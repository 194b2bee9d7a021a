import { type FormEvent, useState } from 'react';
import { Button, Field, Notice, errorMessage } from '@storefront/ui';
import type { AdminPromotion } from '@storefront/contracts';
import { promotionsApi } from '../../api';
import { useText } from '../../messages';
import { Actions, Panel } from '../../layout';
import { BENEFIT_KINDS, type PromotionDraft, TARGET_KINDS, draftOf, emptyDraft, formOf, shopDay } from './promotion-draft';

/** Makes a promotion, or changes one (`editing`): its name and code, what it gives and on what, when it
 * runs, its limits and who it is for. The service checks every field and says what is wrong. */
export function PromotionEditor({
  editing,
  onSaved,
  onCancel,
}: {
  editing: AdminPromotion | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useText();
  const [draft, setDraft] = useState<PromotionDraft>(() => (editing ? draftOf(editing) : emptyDraft(shopDay(new Date().toISOString()))));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const set: Setter = (key) => (value) => setDraft((d) => ({ ...d, [key]: value }));
  const { text, box } = draftFields(draft, set);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      if (editing) await promotionsApi.update(editing._id, formOf(draft));
      else await promotionsApi.create(formOf(draft));
      onSaved();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  const k = draft.kind;
  return (
    <Panel aria-label={editing ? t('promotions.edit') : t('promotions.new')}>
      <h2>{editing ? t('promotions.edit') : t('promotions.new')}</h2>
      <form onSubmit={(e) => void save(e)} style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
        {text('name', t('promotions.name'), { required: true })}
        <Field>
          {t('promotions.applies')}
          <select value={draft.applies} onChange={(e) => set('applies')(e.target.value as PromotionDraft['applies'])}>
            <option value="with-code">{t('promotions.applies.with-code')}</option>
            <option value="automatically">{t('promotions.applies.automatically')}</option>
          </select>
        </Field>
        {draft.applies === 'with-code' && text('code', t('promotions.code'))}
        <Field>
          {t('promotions.kind')}
          <select value={k} onChange={(e) => set('kind')(e.target.value as PromotionDraft['kind'])}>
            {BENEFIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`promotions.kind.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        {(k === 'percent' || k === 'buy-get') && text('percent', t('promotions.percent'), { inputMode: 'decimal' })}
        {k === 'fixed' && text('amount', t('promotions.amount'), { inputMode: 'decimal' })}
        {k === 'buy-get' && (
          <Actions>
            {text('buy', t('promotions.buy'), { inputMode: 'numeric' })}
            {text('get', t('promotions.get'), { inputMode: 'numeric' })}
          </Actions>
        )}
        {k === 'tiers' && text('tiers', t('promotions.tiers'))}
        <Field>
          {t('promotions.target')}
          <select value={draft.targetKind} onChange={(e) => set('targetKind')(e.target.value as PromotionDraft['targetKind'])}>
            {TARGET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`promotions.target.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        {draft.targetKind !== 'order' && text('targetList', t(`promotions.targetList.${draft.targetKind}`), { required: true })}
        {text('minSubtotal', t('promotions.minSubtotal'), { inputMode: 'decimal' })}
        <Actions>
          {text('startsAt', t('promotions.startsAt'), { type: 'date', required: true })}
          {text('endsAt', t('promotions.endsAt'), { type: 'date' })}
        </Actions>
        <Actions>
          {text('usageLimit', t('promotions.usageLimit'), { inputMode: 'numeric' })}
          {text('perCustomerLimit', t('promotions.perCustomerLimit'), { inputMode: 'numeric' })}
        </Actions>
        {box('combines', t('promotions.combines'))}
        {box('signedInOnly', t('promotions.signedInOnly'))}
        {box('firstOrderOnly', t('promotions.firstOrderOnly'))}
        {problem !== null && (
          <Notice $tone="error" role="alert">
            {errorMessage(problem)}
          </Notice>
        )}
        <Actions>
          <Button type="submit" disabled={busy}>
            {busy ? t('promotions.saving') : t('promotions.save')}
          </Button>
          <Button type="button" $variant="plain" onClick={onCancel}>
            {t('promotions.cancel')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

type Setter = <K extends keyof PromotionDraft>(key: K) => (value: PromotionDraft[K]) => void;

/** The form's text fields and boxes, bound to the draft. */
function draftFields(draft: PromotionDraft, set: Setter) {
  const text = (
    key: keyof PromotionDraft,
    label: string,
    more: { type?: string; inputMode?: 'decimal' | 'numeric'; required?: boolean } = {},
  ) => (
    <Field>
      {label}
      <input
        type={more.type ?? 'text'}
        inputMode={more.inputMode}
        required={more.required}
        value={String(draft[key])}
        onChange={(e) => set(key)(e.target.value as never)}
      />
    </Field>
  );
  const box = (key: 'signedInOnly' | 'firstOrderOnly' | 'combines', label: string) => (
    <label style={{ display: 'flex', gap: 6, alignItems: 'center', fontSize: 14 }}>
      <input type="checkbox" checked={draft[key]} onChange={(e) => set(key)(e.target.checked)} />
      {label}
    </label>
  );
  return { text, box };
}
