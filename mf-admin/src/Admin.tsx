import { Notice, Page, Route, Routes } from '@storefront/ui';
import Audit from './pages/Audit';
import Dashboard from './pages/Dashboard';
import OrderDetail from './pages/OrderDetail';
import Orders from './pages/Orders';
import Products from './pages/Products';
import Promotions from './pages/Promotions';
import GiftCards from './pages/GiftCards';
import Reviews from './pages/Reviews';
import { useText } from './messages';
import { AdminOnly } from './access';
import { BackOfficeNav } from './BackOfficeNav';

/** The back office under /admin (the shell routes /admin/* here): its pages, below its own navigation. */
export default function Admin() {
  const t = useText();
  return (
    <AdminOnly>
      <Page>
        <BackOfficeNav />
        <Routes>
          <Route index element={<Dashboard />} />
          <Route path="products" element={<Products />} />
          <Route path="orders" element={<Orders />} />
          <Route path="orders/:orderId" element={<OrderDetail />} />
          <Route path="promotions" element={<Promotions />} />
          <Route path="gift-cards" element={<GiftCards />} />
          <Route path="reviews" element={<Reviews />} />
          <Route path="audit" element={<Audit />} />
          <Route path="*" element={<Notice>{t('backOffice.noSuchPage')}</Notice>} />
        </Routes>
      </Page>
    </AdminOnly>
  );
}
