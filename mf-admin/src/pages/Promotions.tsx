import { useState } from 'react';
import { Button, Notice, PageTitle, errorMessage, useAsync, useLanguage } from '@storefront/ui';
import type { AdminPromotion } from '@storefront/contracts';
import { promotionsApi } from '../api';
import { useText } from '../messages';
import { LoadError } from '../access';
import { useDateTime } from '../formats';
import { Actions, Table } from '../layout';
import { PromotionEditor } from './promotions/PromotionEditor';
import { PromotionCodesBatch } from './promotions/PromotionCodesBatch';

/** /admin/promotions: every promotion with what it gives, when, its uses and what it brought in; made,
 * changed, paused, resumed and ended here, and single-use codes generated for those that need a code. */
export default function Promotions() {
  const t = useText();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const list = useAsync((signal) => promotionsApi.list(signal), [version]);
  const reload = () => setVersion((v) => v + 1);
  const setStatus = async (p: AdminPromotion, status: AdminPromotion['status']) => {
    setProblem(null);
    try {
      await promotionsApi.setStatus(p._id, status);
      reload();
    } catch (err) {
      setProblem(err);
    }
  };

  if (list.status === 'error') return <LoadError error={list.error} what={t('promotions.what')} />;
  return (
    <>
      <PageTitle>{t('promotions.title')}</PageTitle>
      {editing ? (
        <PromotionEditor
          key={editing === 'new' ? 'new' : editing._id}
          editing={editing === 'new' ? null : editing}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>{t('promotions.new')}</Button>
      )}
      {problem !== null && (
        <Notice $tone="error" role="alert">
          {errorMessage(problem)}
        </Notice>
      )}
      {list.status === 'loading' ? (
        <Notice>{t('promotions.loading')}</Notice>
      ) : (
        <PromotionsTable promotions={list.data.promotions} onEdit={setEditing} onStatus={(p, s) => void setStatus(p, s)} />
      )}
    </>
  );
}

function PromotionsTable({
  promotions,
  onEdit,
  onStatus,
}: {
  promotions: AdminPromotion[];
  onEdit: (p: AdminPromotion) => void;
  onStatus: (p: AdminPromotion, status: AdminPromotion['status']) => void;
}) {
  const t = useText();
  const { formats } = useLanguage();
  const dateTime = useDateTime();
  const benefit = useBenefitText();
  if (promotions.length === 0) return <Notice>{t('promotions.none')}</Notice>;
  return (
    <Table aria-label={t('promotions.title')}>
      <thead>
        <tr>
          <th scope="col">{t('promotions.name')}</th>
          <th scope="col">{t('promotions.gives')}</th>
          <th scope="col">{t('promotions.when')}</th>
          <th scope="col">{t('promotions.status')}</th>
          <th scope="col" className="number">
            {t('promotions.uses')}
          </th>
          <th scope="col" className="number">
            {t('promotions.revenue')}
          </th>
          <th scope="col">{t('promotions.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {promotions.map((p) => (
          <tr key={p._id}>
            <td>
              <div>{p.name}</div>
              {p.code ? <code translate="no">{p.code}</code> : <span>{t(`promotions.applies.${p.applies}`)}</span>}
            </td>
            <td>{benefit(p)}</td>
            <td>
              {dateTime(p.startsAt)} – {p.endsAt ? dateTime(p.endsAt) : t('promotions.noEnd')}
            </td>
            <td>{t(`promotions.status.${p.status}`)}</td>
            <td className="number">
              {p.usageLimit ? `${formats.number(p.uses)} / ${formats.number(p.usageLimit)}` : formats.number(p.uses)}
            </td>
            <td className="number">
              <div>{formats.money(p.revenue)}</div>
              <div>{t('promotions.discountGiven', { amount: formats.money(p.discountGiven) })}</div>
            </td>
            <td>
              {p.status !== 'ended' && (
                <Actions>
                  <Button $variant="plain" onClick={() => onEdit(p)} aria-label={t('promotions.editOne', { name: p.name })}>
                    {t('promotions.editShort')}
                  </Button>
                  {p.status === 'active' ? (
                    <Button $variant="plain" onClick={() => onStatus(p, 'paused')}>
                      {t('promotions.pause')}
                    </Button>
                  ) : (
                    <Button $variant="plain" onClick={() => onStatus(p, 'active')}>
                      {t('promotions.resume')}
                    </Button>
                  )}
                  <Button $variant="plain" onClick={() => onStatus(p, 'ended')}>
                    {t('promotions.end')}
                  </Button>
                </Actions>
              )}
              {p.applies === 'with-code' && <PromotionCodesBatch promotion={p} />}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** What a promotion gives, in the page's language: "25 % off", "$10.00 off", "Buy 2, get 1 at 100 % off". */
function useBenefitText(): (p: AdminPromotion) => string {
  const t = useText();
  const { formats } = useLanguage();
  return (p) => {
    const b = p.benefit as {
      kind?: string;
      percent?: number;
      amount?: number;
      buy?: number;
      get?: number;
      tiers?: Array<{ quantity: number; percent: number }>;
    };
    const pct = (n = 0) => formats.number(n);
    switch (b.kind) {
      case 'percent':
        return t('promotions.gives.percent', { percent: pct(b.percent) });
      case 'fixed':
        return t('promotions.gives.fixed', { amount: formats.money(b.amount ?? 0) });
      case 'free-shipping':
        return t('promotions.kind.free-shipping');
      case 'buy-get':
        return t('promotions.gives.buy-get', { buy: String(b.buy ?? 0), get: String(b.get ?? 0), percent: pct(b.percent) });
      case 'tiers':
        return (b.tiers ?? [])
          .map((x) => t('promotions.gives.tier', { quantity: String(x.quantity), percent: pct(x.percent) }))
          .join(' · ');
      default:
        return String(b.kind ?? '');
    }
  };
}
