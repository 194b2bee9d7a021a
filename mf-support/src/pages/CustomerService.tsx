import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, Card, Field, Notice, Page, PageTitle, api, errorMessage, theme } from '@storefront/ui';
import { useText } from '../messages';

const Form = styled.form`
  display: grid;
  gap: ${theme.space(2)};
  max-width: 560px;
`;

const EMPTY = { name: '', email: '', message: '' };

export default function CustomerService() {
  const t = useText();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; reason?: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await api('/api/support/contact', { method: 'POST', body: form });
      setResult({ ok: true });
      setForm(EMPTY);
    } catch (err) {
      // The reason is shown when it says what to change (a field, or when to try again).
      const helpful = err instanceof ApiError && (err.status === 400 || err.status === 429);
      setResult({ ok: false, reason: helpful ? errorMessage(err) : undefined });
    } finally {
      setBusy(false);
    }
  };
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  return (
    <Page>
      <PageTitle>{t('contact.title')}</PageTitle>
      <Card>
        <p>{t('contact.intro')}</p>
        <Form onSubmit={(e) => void submit(e)} aria-label={t('contact.form')}>
          <Field>
            {t('contact.name')}
            <input required maxLength={100} value={form.name} onChange={set('name')} autoComplete="name" />
          </Field>
          <Field>
            {t('contact.email')}
            <input required type="email" maxLength={254} value={form.email} onChange={set('email')} autoComplete="email" />
          </Field>
          <Field>
            {t('contact.message')}
            <textarea required rows={6} maxLength={5000} value={form.message} onChange={set('message')} />
          </Field>
          {result && (
            <Notice $tone={result.ok ? 'success' : 'error'} role="status">
              {result.ok ? t('contact.sent') : t('contact.failed')}
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
              {busy ? t('contact.sending') : t('contact.send')}
            </Button>
          </div>
        </Form>
        <p style={{ color: theme.color.muted, fontSize: 13 }}>{t('contact.phone')}</p>
      </Card>
    </Page>
  );
}
