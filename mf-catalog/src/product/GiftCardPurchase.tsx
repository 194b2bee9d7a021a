import { type FormEvent, useState } from 'react';
import type { GiftCardProduct, Product } from '@storefront/contracts';
import { Button, errorMessage, Field, Notice, useLanguage, useSession } from '@storefront/ui';
import { buyGiftCard } from '../api';
import { useText } from '../messages';

const OWN = 'own';
const setAmounts = (p: Product) => (p.variants ?? []).filter((v) => v.forSale);

/** A gift card's page: one of its amounts or the buyer's own, who it is for, a message and the day it
 * is mailed; then the card payment page (it is bought on its own, not through the cart). */
export function GiftCardPurchase({ product: p }: { product: GiftCardProduct }) {
  const t = useText();
  const signedIn = useSession() !== null;
  const [choice, setChoice] = useState(setAmounts(p)[0]?._id ?? OWN);
  const [own, setOwn] = useState('');
  const [form, setForm] = useState({ recipientName: '', recipientEmail: '', message: '', deliverOn: '', name: '', email: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await buyGiftCard({
        productId: p._id,
        ...(choice === OWN ? { amount: Number(own.replace(',', '.')) } : { variantId: choice }),
        recipientName: form.recipientName,
        ...(form.recipientEmail.trim() ? { recipientEmail: form.recipientEmail.trim() } : {}),
        message: form.message,
        ...(form.deliverOn ? { deliverOn: form.deliverOn } : {}),
        ...(signedIn ? {} : { name: form.name, email: form.email.trim() }),
      });
    } catch (err) {
      setProblem(err);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 12 }} aria-label={p.name}>
      <AmountChoice product={p} choice={choice} onChoice={setChoice} own={own} onOwn={setOwn} />
      <Field>
        {t('giftCard.recipientName')}
        <input value={form.recipientName} onChange={set('recipientName')} autoComplete="off" maxLength={120} />
      </Field>
      <Field>
        {t('giftCard.recipientEmail')}
        <input type="email" value={form.recipientEmail} onChange={set('recipientEmail')} autoComplete="off" />
      </Field>
      <Field>
        {t('giftCard.message')}
        <textarea value={form.message} onChange={set('message')} rows={3} maxLength={500} />
      </Field>
      <Field>
        {t('giftCard.deliverOn')}
        <input type="date" value={form.deliverOn} onChange={set('deliverOn')} />
      </Field>
      {!signedIn && (
        <>
          <Field>
            {t('giftCard.yourName')}
            <input value={form.name} onChange={set('name')} autoComplete="name" maxLength={120} required />
          </Field>
          <Field>
            {t('giftCard.yourEmail')}
            <input type="email" value={form.email} onChange={set('email')} autoComplete="email" required />
          </Field>
        </>
      )}
      <span>{t('giftCard.terms')}</span>
      {problem !== null && (
        <Notice $tone="error" role="alert">
          {t('giftCard.failed', { reason: errorMessage(problem) })}
        </Notice>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('giftCard.buying') : t('giftCard.buy')}
        </Button>
      </div>
    </form>
  );
}

/** One of the card's set amounts (its variants), or an amount of the buyer's own within its limits. */
function AmountChoice(props: {
  product: GiftCardProduct;
  choice: string;
  onChoice: (choice: string) => void;
  own: string;
  onOwn: (own: string) => void;
}) {
  const t = useText();
  const { formats } = useLanguage();
  const { product: p, choice } = props;
  const variants = setAmounts(p);
  const limits = { min: formats.money(p.giftCard.minAmount), max: formats.money(p.giftCard.maxAmount) };
  return (
    <>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <legend style={{ fontWeight: 700, marginBottom: 4 }}>{t('giftCard.amount')}</legend>
        {variants.map((v) => (
          <label key={v._id}>
            <input type="radio" name="amount" value={v._id} checked={choice === v._id} onChange={() => props.onChoice(v._id)} />{' '}
            {formats.money(v.price)}
          </label>
        ))}
        <label>
          <input type="radio" name="amount" value={OWN} checked={choice === OWN} onChange={() => props.onChoice(OWN)} />{' '}
          {t('giftCard.ownAmount')}
        </label>
      </fieldset>
      {choice === OWN && (
        <Field>
          {t('giftCard.ownAmountLabel', limits)}
          <input inputMode="decimal" value={props.own} onChange={(e) => props.onOwn(e.target.value)} size={8} required />
        </Field>
      )}
    </>
  );
}
