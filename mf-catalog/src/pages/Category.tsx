import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { documentTitle } from '@storefront/contracts/pages';
import { Notice, Page, PageTitle, errorMessage, fetchCategories, useAsync } from '@storefront/ui';
import { Breadcrumbs } from '../browse/Breadcrumbs';
import { ProductBrowser } from '../browse/ProductBrowser';

/** /category/{slug}: one category's products, with filters and sort. */
export default function Category() {
  const { slug = '' } = useParams();
  const categories = useAsync(() => fetchCategories(), []);
  const category = categories.status === 'done' ? categories.data.find((c) => c.slug === slug) : undefined;
  useEffect(() => {
    if (category) document.title = documentTitle(category.name);
  }, [category]);

  if (categories.status === 'loading')
    return (
      <Page>
        <Notice>Loading products...</Notice>
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
        <PageTitle>Page not found</PageTitle>
        <Notice>
          There is no such category. <Link to="/">Browse the shop from the home page.</Link>
        </Notice>
      </Page>
    );
  return (
    <Page>
      <Breadcrumbs steps={[{ label: category.name }]} />
      <PageTitle>{category.name}</PageTitle>
      <ProductBrowser category={category.name} />
    </Page>
  );
}
