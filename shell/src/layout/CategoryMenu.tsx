import { useEffect, useState } from 'react';
import { categoriesArrived, fetchCategories, media, NavLink, theme, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import type { Category } from '@storefront/contracts';
import { categoryPath, categorySlugIn } from '@storefront/contracts/shop';
import { shellMessages } from '../messages';

const Menu = styled.nav`
  /* On a phone the categories are in the top bar's menu. */
  display: none;
  background: #fff;
  border-bottom: 1px solid ${theme.color.border};
  font-size: 14px;
  a {
    color: ${theme.color.text};
    text-decoration: none;
    padding: 6px 10px;
    display: inline-block;
    border-radius: 2px;
    &:hover,
    &.active {
      text-decoration: underline;
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 ${theme.space(1)};
    display: flex;
    flex-wrap: wrap;
    /* One row of links, before they arrive too. */
    min-height: calc(14px * 1.45 + 12px);
  }
  ${media.md} {
    display: block;
  }
`;

/** The shop's categories in the page's language (asked again when the shopper switches), null while
 * they are on its way, [] without the catalogue. */
export function useCategories(): Category[] | null {
  const [categories, setCategories] = useState<Category[] | null>(() => categoriesArrived() ?? null);
  const { language } = useLanguage();
  useEffect(() => {
    let live = true;
    fetchCategories().then(
      (list) => live && setCategories(list),
      (err: unknown) => {
        if (live) setCategories([]);
        console.warn('The category menu is not available', err);
      },
    );
    return () => {
      live = false;
    };
  }, [language]);
  return categories;
}

/** Each category as a link to its page. */
export function CategoryLinks({ categories }: { categories: Category[] }) {
  const { language } = useLanguage();
  return categories.map((c) => (
    <li key={c.slug}>
      <NavLink to={categoryPath(language, categorySlugIn(c, language))}>{c.label ?? c.name}</NavLink>
    </li>
  ));
}

/** The shop's categories: a row under the top bar on a wide screen (on a phone, in the top bar's menu).
 * Without the catalogue it is simply not there: the rest of the page works. While the list is on its
 * way its place is kept, so the page does not move down when it arrives (layout shift). */
export function CategoryMenu() {
  const categories = useCategories();
  const t = shellMessages.useText();
  if (categories?.length === 0) return null;
  return (
    <Menu aria-label={t('categories.label')}>
      <ul>
        <CategoryLinks categories={categories ?? []} />
      </ul>
    </Menu>
  );
}
