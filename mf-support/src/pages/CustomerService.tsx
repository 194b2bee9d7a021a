import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, Card, Field, Notice, Page, PageTitle, api, errorMessage, theme } from '@storefront/ui';

const Form = styled.form`
  display: grid;
  gap: ${theme.space(2)};
  max-width: 560px;
`;

const EMPTY = { name: '', email: '', message: '' };

export default function CustomerService() {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; reason?: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await api('/api/support/contact', { method: 'POST', body: form });
      setResult({ ok: true, text: 'Your message has been sent. Please check your email!' });
      setForm(EMPTY);
    } catch (err) {
      // The reason is shown when it says what to change (a field, or when to try again).
      const helpful = err instanceof ApiError && (err.status === 400 || err.status === 429);
      setResult({ ok: false, text: 'Failed to send. Please try again later.', reason: helpful ? errorMessage(err) : undefined });
    } finally {
      setBusy(false);
    }
  };
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  return (
    <Page>
      <PageTitle>Customer Service</PageTitle>
      <Card>
        <p>Questions about an order, a return or your account? Send us a message and we will reply by email within one business day.</p>
        <Form onSubmit={(e) => void submit(e)} aria-label="Contact us">
          <Field>
            Your Name
            <input required maxLength={100} value={form.name} onChange={set('name')} autoComplete="name" />
          </Field>
          <Field>
            Your Email
            <input required type="email" maxLength={254} value={form.email} onChange={set('email')} autoComplete="email" />
          </Field>
          <Field>
            Message
            <textarea required rows={6} maxLength={5000} value={form.message} onChange={set('message')} />
          </Field>
          {result && (
            <Notice $tone={result.ok ? 'success' : 'error'} role="status">
              {result.text}
              {result.reason && (
                <>
                  <br />
                  {result.reason}
                </>
              )}
            </Notice>
          )}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending...' : 'Send'}
            </Button>
          </div>
        </Form>
        <p style={{ color: theme.color.muted, fontSize: 13 }}>Or call 1-800-555-0199, Monday to Friday, 9 to 5 Eastern.</p>
      </Card>
    </Page>
  );
}
