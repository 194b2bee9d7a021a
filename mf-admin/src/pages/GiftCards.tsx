import { type FormEvent, useState } from 'react';
import { Button, Field, Link, Notice, PageTitle, errorMessage, useAsync, useLanguage } from '@storefront/ui';
import type { AdminGiftCard, IssuedGiftCard } from '@storefront/contracts';
import { giftCardsApi } from '../api';
import { useText } from '../messages';
import { orderNumber } from '../formats';
import { LoadError } from '../access';
import { Panel, Table, Toolbar } from '../layout';

/** /admin/gift-cards: staff issue a card (its code is shown once) and look cards up by the last 4
 * characters of their code; every card's balance, where it went and where it came from. */
export default function GiftCards() {
  const t = useText();
  const [lastFour, setLastFour] = useState('');
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  const list = useAsync((signal) => giftCardsApi.list(search, signal), [search, version]);
  const find = (e: FormEvent) => {
    e.preventDefault();
    setSearch(lastFour.trim());
  };
  if (list.status === 'error' && !search) return <LoadError error={list.error} what={t('giftCards.what')} />;
  return (
    <>
      <PageTitle>{t('giftCards.title')}</PageTitle>
      <IssueGiftCard onIssued={() => setVersion((v) => v + 1)} />
      <Toolbar onSubmit={find} role="search">
        <Field>
          {t('giftCards.find')}
          <input value={lastFour} onChange={(e) => setLastFour(e.target.value)} maxLength={4} size={6} autoComplete="off" />
        </Field>
        <Button type="submit">{t('giftCards.search')}</Button>
      </Toolbar>
      {list.status === 'error' ? (
        <Notice $tone="error" role="alert">
          {errorMessage(list.error)}
        </Notice>
      ) : list.status === 'loading' ? (
        <Notice>{t('giftCards.loading')}</Notice>
      ) : (
        <GiftCardsTable cards={list.data.giftCards} />
      )}
    </>
  );
}

function IssueGiftCard({ onIssued }: { onIssued: () => void }) {
  const t = useText();
  const { formats } = useLanguage();
  const [form, setForm] = useState({ amount: '', email: '', name: '', message: '' });
  const [issued, setIssued] = useState<IssuedGiftCard | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setIssued(null);
    try {
      const card = await giftCardsApi.issue({
        amount: Number(form.amount.replace(',', '.')),
        ...(form.email.trim() ? { email: form.email.trim() } : {}),
        name: form.name,
        message: form.message,
      });
      setIssued(card);
      setForm({ amount: '', email: '', name: '', message: '' });
      onIssued();
    } catch (err) {
      setProblem(err);
    }
  }
  return (
    <Panel aria-labelledby="issue-gift-card">
      <h2 id="issue-gift-card">{t('giftCards.issue')}</h2>
      <form onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <Field>
          {t('giftCards.amount')}
          <input inputMode="decimal" value={form.amount} onChange={set('amount')} required size={8} />
        </Field>
        <Field>
          {t('giftCards.email')}
          <input type="email" value={form.email} onChange={set('email')} autoComplete="off" />
        </Field>
        <Field>
          {t('giftCards.name')}
          <input value={form.name} onChange={set('name')} autoComplete="off" maxLength={120} />
        </Field>
        <Field>
          {t('giftCards.message')}
          <textarea value={form.message} onChange={set('message')} rows={2} maxLength={500} />
        </Field>
        <div>
          <Button type="submit">{t('giftCards.issueButton')}</Button>
        </div>
      </form>
      {problem !== null && (
        <Notice $tone="error" role="alert">
          {errorMessage(problem)}
        </Notice>
      )}
      {issued && (
        <Notice $tone="success" role="status">
          {t('giftCards.issued', { lastFour: issued.lastFour, amount: formats.money(issued.initial), code: issued.code })}
        </Notice>
      )}
    </Panel>
  );
}

function GiftCardsTable({ cards }: { cards: AdminGiftCard[] }) {
  const t = useText();
  const { formats } = useLanguage();
  if (cards.length === 0) return <Notice>{t('giftCards.none')}</Notice>;
  return (
    <Table aria-label={t('giftCards.title')}>
      <thead>
        <tr>
          <th scope="col">{t('giftCards.code')}</th>
          <th scope="col" className="number">
            {t('giftCards.initial')}
          </th>
          <th scope="col" className="number">
            {t('giftCards.balance')}
          </th>
          <th scope="col">{t('giftCards.to')}</th>
          <th scope="col">{t('giftCards.from')}</th>
          <th scope="col">{t('giftCards.created')}</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((c) => (
          <tr key={c._id}>
            <td>
              <code translate="no">…{c.lastFour}</code>
            </td>
            <td className="number">{formats.money(c.initial)}</td>
            <td className="number">{formats.money(c.balance)}</td>
            <td>{c.recipientEmail ?? ''}</td>
            <td>
              {c.orderId ? (
                <Link to={`/admin/orders/${c.orderId}`}>{t('giftCards.from.order', { order: orderNumber(c.orderId) })}</Link>
              ) : c.storeCredit ? (
                t('giftCards.from.storeCredit')
              ) : (
                t('giftCards.from.staff')
              )}
            </td>
            <td>{formats.date(c.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
