import { Link } from 'react-router-dom';
import { Card, Page, PageTitle } from '@storefront/ui';

export default function PaymentMethods() {
  return (
    <Page>
      <PageTitle>Payment Methods</PageTitle>
      <Card>
        <p>
          You pay by card at checkout, on our payment provider's secure page (Stripe). You type your card details there, never on Maple
          Market, and we do not store any card: nothing to add or remove here.
        </p>
        <p>Accepted: Visa, Mastercard and American Express. Totals include GST/HST for your province; shipping is always free.</p>
        <p>
          <Link to="/orders">See your orders</Link> · <Link to="/customer-service">Questions about a payment?</Link>
        </p>
      </Card>
    </Page>
  );
}
