import { useEffect } from 'react';
import {
  categoriesArrived,
  errorMessage,
  fetchCategories,
  Link,
  Notice,
  Page,
  PageTitle,
  useAsync,
  useLanguage,
  useLocation,
  useNavigate,
  useParams,
} from '@storefront/ui';
import { documentTitle } from '@storefront/contracts/pages';
import { categoryOfSlug, categoryPath, categorySlugIn } from '@storefront/contracts/shop';
import { Breadcrumbs } from '../browse/Breadcrumbs';
import { ProductBrowser } from '../browse/ProductBrowser';
import { useText } from '../messages';

/** /category/{slug} (/categorie/{slug} in French): one category's products, with filters and sort. */
export default function Category() {
  const t = useText();
  const { slug = '' } = useParams();
  const { language } = useLanguage();
  const asked = useAsync(() => fetchCategories(), [language]);
  // The list the store started with (the menu's), while the page's own asking is under way: the page is
  // drawn with its products in the store's first drawing, and in the first view the gateway draws.
  const arrived = asked.status === 'loading' ? categoriesArrived() : undefined;
  const categories = arrived ? { status: 'done' as const, data: arrived } : asked;
  const category = categories.status === 'done' ? categoryOfSlug(categories.data, slug) : undefined;
  useEffect(() => {
    if (category) document.title = documentTitle(category.label ?? category.name);
  }, [category]);
  // The address follows the page's language (a switch, or an old link in the other one): the page's own
  // in that language, its filters kept, in place of this one in the history.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const own = category ? categoryPath(language, categorySlugIn(category, language)) : undefined;
  useEffect(() => {
    if (own && decodeURIComponent(pathname).replace(/\/+$/, '') !== decodeURIComponent(own))
      void navigate(`${own}${search}`, { replace: true });
  }, [own, pathname, search, navigate]);

  if (categories.status === 'loading')
    return (
      <Page>
        <Notice>{t('common.loadingProducts')}</Notice>
      </Page>
    );
  if (categories.status === 'error')
    return (
      <Page>
        <Notice $tone="error">{errorMessage(categories.error)}</Notice>
      </Page>
    );
  if (!category)
    return (
      <Page>
        <PageTitle>{t('category.notFound')}</PageTitle>
        <Notice>
          {t('category.none')} <Link to="/">{t('category.browseHome')}</Link>
        </Notice>
      </Page>
    );
  return (
    <Page>
      <Breadcrumbs steps={[{ label: category.label ?? category.name }]} />
      <PageTitle>{category.label ?? category.name}</PageTitle>
      <ProductBrowser category={category.name} />
    </Page>
  );
}
