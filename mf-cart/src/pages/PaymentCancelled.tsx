import { useNavigate } from 'react-router-dom';
import { Button, Card, Page, PageTitle } from '@storefront/ui';

export default function PaymentCancelled() {
  const navigate = useNavigate();
  return (
    <Page>
      <Card style={{ maxWidth: 560, margin: '32px auto', textAlign: 'center' }}>
        <PageTitle>Payment Cancelled</PageTitle>
        <p>Nothing was charged. Your order is saved and waiting for payment: you can pay for it from your orders.</p>
        <Button onClick={() => void navigate('/orders')}>Go Back to Orders</Button>
      </Card>
    </Page>
  );
}
