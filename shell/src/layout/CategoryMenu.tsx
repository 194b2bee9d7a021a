import { useEffect, useState } from 'react';
import { categoriesArrived, fetchCategories, media, NavLink, theme, useLanguage, useLocation } from '@storefront/ui';
import styled from 'styled-components';
import type { Category } from '@storefront/contracts';
import { categoryPath, categorySlugIn } from '@storefront/contracts/shop';
import { shellMessages } from '../messages';

const Menu = styled.nav`
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
  }
  .row {
    display: none;
    flex-wrap: wrap;
    /* One row of links, before they arrive too. */
    min-height: calc(14px * 1.45 + 12px);
  }
  details summary {
    padding: 8px ${theme.space(2)};
    cursor: pointer;
    font-weight: 700;
  }
  details li a {
    display: block;
    padding: 10px ${theme.space(2)};
  }
  ${media.md} {
    .row {
      display: flex;
    }
    details {
      display: none;
    }
  }
`;

/** The shop's categories: a row under the top bar on a wide screen, a menu that folds open on a phone.
 * Without the catalogue it is simply not there: the rest of the page works. */
export function CategoryMenu() {
  // null while the list is on its way: the menu's place is kept meanwhile, so the page does not move down
  // when it arrives (layout shift).
  const [categories, setCategories] = useState<Category[] | null>(() => categoriesArrived() ?? null);
  // Open on the page it was opened on: a choice in the phone's menu (a new page) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const { pathname } = useLocation();
  const t = shellMessages.useText();
  // In the page's language: asked again when the shopper switches.
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
  if (categories?.length === 0) return null;
  const links = (categories ?? []).map((c) => (
    <li key={c.slug}>
      <NavLink to={categoryPath(language, categorySlugIn(c, language))}>{c.label ?? c.name}</NavLink>
    </li>
  ));
  return (
    <Menu aria-label={t('categories.label')}>
      <ul className="row">{links}</ul>
      <details open={openOn === pathname} onToggle={(e) => setOpenOn(e.currentTarget.open ? pathname : null)}>
        <summary>{t('categories.shopBy')}</summary>
        <ul>{links}</ul>
      </details>
    </Menu>
  );
}
