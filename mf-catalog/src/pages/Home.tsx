import { useEffect } from 'react';
import { PAGE_SIZE, productListPath } from '@storefront/contracts/shop';
import {
  AddToCart,
  errorMessage,
  media,
  Notice,
  isProductList,
  Page,
  Pager,
  ProductCard,
  ProductCardsLoading,
  ProductGrid,
  theme,
  useAsync,
  useLanguage,
  useSearchParams,
} from '@storefront/ui';
import styled from 'styled-components';
import { fetchProductPage } from '../api';
import { HolidayBlock } from '../blocks/HolidayBlock';
import { WeatherBlock } from '../blocks/WeatherBlock';
import { useText } from '../messages';

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  min-height: 180px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: ${theme.space(4)} ${theme.space(3)};
  color: #fff;
  background:
    radial-gradient(circle at 85% 30%, rgba(255, 255, 255, 0.18) 0 90px, transparent 91px),
    linear-gradient(120deg, #0c4a6e 0%, #1e3a8a 45%, #c8102e 100%);
  ${media.md} {
    min-height: 240px;
    padding: ${theme.space(6)};
  }
  h1 {
    margin: 0;
    font-size: 28px;
    line-height: 1.2;
    max-width: 720px;
    ${media.md} {
      font-size: 40px;
    }
  }
  p {
    margin: ${theme.space(1)} 0 0;
    font-size: 16px;
    opacity: 0.9;
  }
`;

export default function Home() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { language } = useLanguage();
  const products = useAsync((signal) => fetchProductPage({ page }, signal), [page, language], {
    first: { path: productListPath({ page }), check: isProductList },
  });

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  // A page past the last one (an old link, a shrunken catalogue, a typed address) shows the last page.
  const lastPage = products.status === 'done' ? Math.max(1, products.data.totalPages) : null;
  const pastTheEnd = lastPage !== null && page > lastPage;
  useEffect(() => {
    if (!pastTheEnd) return;
    setParams(lastPage === 1 ? {} : { page: String(lastPage) }, { replace: true });
    window.scrollTo({ top: 0 });
  }, [pastTheEnd, lastPage, setParams]);

  return (
    <>
      <Banner aria-label={t('home.welcome')}>
        <h1>{t('home.tagline')}</h1>
        <p>{t('home.pitch')}</p>
      </Banner>
      <Page>
        <HolidayBlock />
        <WeatherBlock />
        {(products.status === 'loading' || pastTheEnd) && (
          <ProductCardsLoading
            grid={ProductGrid}
            count={PAGE_SIZE}
            message={<Notice>{t('common.loadingProducts')}</Notice>}
            action={(p) => <AddToCart product={p} quantity={1} />}
          />
        )}
        {products.status === 'error' && <Notice $tone="error">{errorMessage(products.error)}</Notice>}
        {products.status === 'done' && !pastTheEnd && (
          <section aria-label={t('home.catalogue')}>
            <ProductGrid>
              {products.data.products.map((p) => (
                <ProductCard key={p._id} product={p} action={<AddToCart product={p} quantity={1} />} />
              ))}
            </ProductGrid>
            <Pager page={products.data.page} totalPages={products.data.totalPages} onPage={goTo} />
          </section>
        )}
      </Page>
    </>
  );
}
