import { type SandboxPayment, refundedAmount } from './payments';
import type { SandboxSession } from './sessions';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** The test payment page the shopper is sent to instead of Stripe's. */
export function paymentPage(session: SandboxSession, actionPath: string): string {
  const rows = session.line_items
    .map(
      (i) =>
        `<tr><td>${esc(i.name)}${i.quantity > 1 ? ` × ${i.quantity}` : ''}</td><td class="n">${money(i.unit_amount * i.quantity, session.currency)}</td></tr>`,
    )
    .join('');
  const body =
    session.status === 'open'
      ? `<form method="post" action="${esc(actionPath)}">
           <label class="test-card"><input type="checkbox" name="refunds" value="fail"> Use the test card whose refunds fail
             (like Stripe's 4000 0000 0000 5126): the payment goes through, every refund of it fails.</label>
           <button name="action" value="pay" class="pay">Pay ${money(session.amount_total, session.currency)}</button>
           <button name="action" value="cancel" class="cancel">Cancel</button>
         </form>`
      : session.status === 'complete'
        ? `<p class="done">This payment is complete. <a href="${esc(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id))}">Back to the store</a></p>`
        : `<p class="done">This payment page has expired. <a href="${esc(session.cancel_url)}">Back to the store</a></p>`;
  return `<!doctype html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test payment · Maple Market</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f6f9fc;color:#1a1f36}
.banner{background:#b45309;color:#fff;text-align:center;padding:10px;font-weight:700;letter-spacing:.3px}
main{max-width:460px;margin:32px auto;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px}
h1{font-size:20px;margin:0 0 4px}p.sub{color:#697386;margin:0 0 20px}
table{width:100%;border-collapse:collapse;margin-bottom:20px}td{padding:8px 0;border-bottom:1px solid #e3e8ee}td.n{text-align:right;white-space:nowrap}
tr.total td{font-weight:700;border-bottom:0}
button{display:block;width:100%;padding:12px;border-radius:6px;border:0;font-size:16px;cursor:pointer;margin-top:10px}
.pay{background:#635bff;color:#fff}.cancel{background:#fff;color:#1a1f36;border:1px solid #cfd7df}
.done{padding:12px;background:#f0f4f8;border-radius:6px}
.test-card{display:block;font-size:13px;color:#697386;margin-bottom:6px}
</style></head>
<body>
<div class="banner" role="note">TEST PAYMENT: this is the store's payment sandbox. No card is needed, nothing is charged and no money moves.</div>
<main>
<h1>Maple Market</h1>
<p class="sub">Pay for your order</p>
<table>${rows}<tr class="total"><td>Total</td><td class="n">${money(session.amount_total, session.currency)}</td></tr></table>
${body}
</main>
</body></html>`;
}

const STATUS: Record<SandboxPayment['status'], string> = {
  requires_payment_method: 'Incomplete',
  succeeded: 'Succeeded',
  canceled: 'Canceled',
};

function paymentStatus(p: SandboxPayment): string {
  if (p.status !== 'succeeded') return STATUS[p.status];
  const refunded = refundedAmount(p);
  return refunded === 0 ? 'Succeeded' : refunded === p.amount ? 'Refunded' : 'Partially refunded';
}

const when = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/** The sandbox's dashboard: every payment, its amount and status, and its refunds (newest first). */
export function paymentsPage(payments: SandboxPayment[], pagesPath: string): string {
  const rows = payments
    .map((p) => {
      const refunds = p.refunds.length
        ? `<ul class="refunds">${p.refunds
            .map(
              (r) =>
                `<li data-refund="${esc(r.id)}">Refund ${money(r.amount, r.currency)} <span class="status ${esc(r.status)}">${esc(r.status)}</span>` +
                `${r.failure_reason ? ` (${esc(r.failure_reason.replace(/_/g, ' '))})` : ''} <code>${esc(r.id)}</code></li>`,
            )
            .join('')}</ul>`
        : '';
      const toggle =
        p.status === 'succeeded'
          ? `<form method="post" action="${esc(`${pagesPath}/payments/${p.intentId}/refunds`)}"><input type="hidden" name="fail" value="${p.refundsFail ? 'false' : 'true'}">` +
            `<button>${p.refundsFail ? 'Let its refunds succeed' : 'Make its refunds fail'}</button></form>`
          : '';
      return `<tr data-payment="${esc(p.intentId)}">
<td class="n">${money(p.amount, p.currency)}</td>
<td><span class="status">${esc(paymentStatus(p))}</span>${p.refundsFail ? ' <span class="fail">refunds fail (test card)</span>' : ''}${refunds}</td>
<td>${p.metadata.orderId ? `Order ${esc(p.metadata.orderId)}` : ''}<br><code>${esc(p.intentId)}</code></td>
<td>${esc(when(p.paidAt ?? p.created))}</td>
<td>${toggle}</td>
</tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payments · payment sandbox</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f6f9fc;color:#1a1f36}
.banner{background:#b45309;color:#fff;text-align:center;padding:10px;font-weight:700;letter-spacing:.3px}
main{max-width:960px;margin:32px auto;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px}
h1{font-size:20px;margin:0 0 16px}
table{width:100%;border-collapse:collapse}th,td{padding:8px;border-bottom:1px solid #e3e8ee;text-align:left;vertical-align:top}td.n{text-align:right;white-space:nowrap}
.status{font-weight:700}.fail{color:#b42318;font-size:13px}.refunds{margin:6px 0 0;padding-left:18px;font-size:14px}
code{font-size:12px;color:#697386}button{font-size:13px;padding:4px 8px;cursor:pointer}
</style></head>
<body>
<div class="banner" role="note">TEST PAYMENTS: the store's payment sandbox. Nothing here is real money. Payments are kept in memory until the sandbox restarts.</div>
<main>
<h1>Payments</h1>
${
  payments.length
    ? `<table><thead><tr><th class="n">Amount</th><th>Status and refunds</th><th>Payment</th><th>Date</th><th>Test</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No payments yet.</p>'
}
</main>
</body></html>`;
}
