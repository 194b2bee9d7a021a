import { Card, Link, Page, PageTitle } from '@storefront/ui';
import { useText } from '../messages';

export default function PaymentMethods() {
  const t = useText();
  return (
    <Page>
      <PageTitle>{t('payments.title')}</PageTitle>
      <Card>
        <p>{t('payments.howYouPay')}</p>
        <p>{t('payments.accepted')}</p>
        <p>
          <Link to="/orders">{t('payments.orders')}</Link> · <Link to="/customer-service">{t('payments.questions')}</Link>
        </p>
      </Card>
    </Page>
  );
}
