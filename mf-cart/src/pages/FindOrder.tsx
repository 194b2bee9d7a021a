import { type FormEvent, useState } from 'react';
import { answerMessage, Button, Card, errorMessage, Field, Link, Notice, Page, PageTitle, type ServiceAnswer } from '@storefront/ui';
import { ordersApi } from '../api';
import { type Say, text, useText } from '../messages';

/** 'Find my order': for an order placed as a guest. The link to it goes to the email it was placed with,
 * never onto this page, so knowing someone's order number and email shows nothing; the store says the
 * same whether or not an order matched, and so does this page. */
export default function FindOrder() {
  const t = useText();
  const [orderNumber, setOrderNumber] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  // Kept unworded, so a switch of language rewords it.
  const [error, setErrorState] = useState<Say | null>(null);
  const setError = (say: Say | null) => setErrorState(() => say);
  const [sent, setSent] = useState<ServiceAnswer | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setSent(await ordersApi.find(orderNumber, email));
    } catch (err) {
      setError(() => errorMessage(err, text('find.notSent')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <Card style={{ maxWidth: 480, margin: '24px auto' }}>
        <PageTitle>{t('common.findMyOrder')}</PageTitle>
        {sent ? (
          <Notice role="status">{answerMessage(sent)}</Notice>
        ) : (
          <form onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 12 }}>
            <p>{t('find.intro')}</p>
            <Field>
              {t('find.orderNumber')}
              <input
                name="orderNumber"
                required
                value={orderNumber}
                onChange={(e) => setOrderNumber(e.target.value)}
                placeholder="4F7A2C1B"
              />
            </Field>
            <Field>
              {t('common.email')}
              <input name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
            {error && (
              <Notice $tone="error" role="alert">
                {error()}
              </Notice>
            )}
            <Button type="submit" disabled={busy}>
              {busy ? t('common.sending') : t('find.emailMe')}
            </Button>
          </form>
        )}
        <p>
          {t('find.haveAccount')} <Link to="/login?next=%2Forders">{t('find.signIn')}</Link> {t('find.toSeeOrders')}
        </p>
      </Card>
    </Page>
  );
}
