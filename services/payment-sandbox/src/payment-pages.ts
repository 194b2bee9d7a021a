// The sandbox's own pages, through the store's gateway: the payment page the shopper sees, and what
// Stripe's dashboard shows staff.

import express, { type Express, type RequestHandler } from 'express';
import { paymentPage, paymentsPage } from './page';
import { apiView } from './sessions';
import type { SandboxState } from './stripe-api';

export function mountPaymentPages(app: Express, state: SandboxState & { apiKey: string }) {
  app.use(state.pages, pageHeaders);
  mountDashboard(app, state, staffOnly(state.apiKey));
  mountPayPage(app, state);
}

/** The pages hold no script and are never framed: what a payment page of a provider's would send. */
const pageHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Not no-referrer: the Pay form's POST would then come with Origin: null, which the store refuses as cross-site.
    'Referrer-Policy': 'same-origin',
  });
  next();
};

/** Stripe's dashboard is for the shop's staff: here, whoever has the sandbox's secret key, given as the
 * user name of HTTP Basic (as Stripe's API takes it: `curl -u sk_test_...:`) or as a Bearer token. */
function staffOnly(apiKey: string): RequestHandler {
  const accepted = new Set([`Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`, `Bearer ${apiKey}`]);
  return (req, res, next) => {
    if (accepted.has(req.headers.authorization ?? '')) return next();
    res
      .status(401)
      .set('WWW-Authenticate', 'Basic realm="payment sandbox dashboard", charset="UTF-8"')
      .type('text/plain')
      .send("The sandbox's dashboard needs its secret key (SANDBOX_API_KEY) as the user name, with no password.");
  };
}

/** Each payment, its amount and status, and its refunds. */
function mountDashboard(app: Express, { payments, pages }: SandboxState, staff: RequestHandler) {
  app.get(`${pages}/payments`, staff, (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(paymentsPage([...payments.payments.values()].reverse(), pages));
  });

  // A test hook for staff: sets whether this payment's refunds fail, so a refused refund can be tried.
  app.post(`${pages}/payments/:id/refunds`, staff, express.urlencoded({ extended: false, limit: '1kb' }), (req, res) => {
    const payment = payments.payments.get(String(req.params.id));
    if (!payment || payment.status !== 'succeeded') {
      res.status(404).type('text/plain').send('No such payment.');
      return;
    }
    if (req.body?.fail !== 'true' && req.body?.fail !== 'false') {
      res.status(400).type('text/plain').send('Say whether refunds should fail (fail=true or fail=false).');
      return;
    }
    payment.refundsFail = req.body.fail === 'true';
    res.redirect(303, `${pages}/payments`);
  });
}

function mountPayPage(app: Express, { sessions, payments, webhooks, pages, log }: SandboxState) {
  app.get(`${pages}/pay/:id`, (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) {
      res
        .status(404)
        .type('text/plain')
        .send('This payment page does not exist (the payment sandbox keeps sessions in memory: was the store restarted?).');
      return;
    }
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(paymentPage(session, `${pages}/pay/${session.id}`));
  });

  app.post(`${pages}/pay/:id`, express.urlencoded({ extended: false, limit: '10kb' }), (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) {
      res.status(404).type('text/plain').send('This payment page does not exist.');
      return;
    }
    if (req.body?.action === 'cancel') {
      res.redirect(303, session.cancel_url);
      return;
    }
    if (req.body?.action !== 'pay') {
      res.status(400).type('text/plain').send('Choose Pay or Cancel.');
      return;
    }
    if (session.status === 'expired') {
      res.status(410).type('text/plain').send('This payment page has expired. Go back to the store and proceed to checkout again.');
      return;
    }
    if (session.status === 'open') {
      session.status = 'complete';
      session.payment_status = 'paid';
      const payment = payments.forSession(session.id)!;
      // The test card whose refunds fail, chosen on the payment page.
      payments.pay(payment, req.body?.refunds === 'fail');
      session.payment_intent = payment.intentId;
      webhooks.send('checkout.session.completed', apiView(session));
      log?.info({ sessionId: session.id }, 'test payment made');
    }
    res.redirect(303, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  });
}
