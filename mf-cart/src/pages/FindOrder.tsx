import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Field, Notice, Page, PageTitle, errorMessage } from '@storefront/ui';
import { ordersApi } from '../api';

/** 'Find my order': for an order placed as a guest. The link to it goes to the email it was placed with,
 * never onto this page, so knowing someone's order number and email shows nothing; the store says the
 * same whether or not an order matched, and so does this page. */
export default function FindOrder() {
  const [orderNumber, setOrderNumber] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      setSent((await ordersApi.find(orderNumber, email)).message);
    } catch (err) {
      setError(errorMessage(err, 'The link could not be sent'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <Card style={{ maxWidth: 480, margin: '24px auto' }}>
        <PageTitle>Find my order</PageTitle>
        {sent ? (
          <Notice role="status">{sent}</Notice>
        ) : (
          <form onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 12 }}>
            <p>Placed an order as a guest? Enter its number (in your receipt) and the email you ordered with: we email you a link to it.</p>
            <Field>
              Order number
              <input
                name="orderNumber"
                required
                value={orderNumber}
                onChange={(e) => setOrderNumber(e.target.value)}
                placeholder="4F7A2C1B"
              />
            </Field>
            <Field>
              Email
              <input name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
            {error && (
              <Notice $tone="error" role="alert">
                {error}
              </Notice>
            )}
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending...' : 'Email me a link'}
            </Button>
          </form>
        )}
        <p>
          Have an account? <Link to="/login?next=%2Forders">Sign in</Link> to see Your Orders.
        </p>
      </Card>
    </Page>
  );
}
