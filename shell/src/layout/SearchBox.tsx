import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { SearchSuggestions } from '@storefront/contracts';
import { categoryPath, categorySlugIn } from '@storefront/contracts/shop';
import { api, isSearchSuggestions, media, theme, useLanguage, useNavigate } from '@storefront/ui';
import { shellMessages } from '../messages';

// The top bar's search box, and what it offers as the shopper types (searches that finish the word,
// categories, the first products found), as a combobox (WAI-ARIA 1.2's pattern): the arrows move
// through the offers, Enter takes one, Escape closes them; the box keeps the focus throughout.

/** How long typing pauses before the catalogue is asked (each key would otherwise ask). */
const PAUSE_MS = 120;

const Box = styled.div`
  position: relative;
  order: 3;
  flex: 1 1 100%;
  /* Narrower than the box's own width on the narrowest phones: the field gives way, not the page. */
  min-width: 0;
  ${media.md} {
    order: 0;
    flex: 1 1 320px;
  }
`;

const Form = styled.form`
  display: flex;
  height: 40px;
  border-radius: ${theme.radius};
  overflow: hidden;
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    padding: 0 ${theme.space(1.5)};
    font: inherit;
    font-size: 15px;
    &:focus {
      outline: none;
    }
  }
  button {
    /* Wide enough for its word in either language ("Rechercher"). */
    min-width: 80px;
    padding: 0 ${theme.space(1.5)};
    border: 0;
    background: ${theme.color.accent};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    &:hover {
      background: ${theme.color.accentStrong};
    }
  }
  &:focus-within {
    box-shadow: 0 0 0 3px ${theme.color.accentStrong};
  }
`;

const Offers = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: min(70vh, 480px);
  overflow-y: auto;
  background: #fff;
  color: ${theme.color.text};
  border-radius: ${theme.radius};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  padding: ${theme.space(0.5)} 0;
  .heading {
    padding: ${theme.space(0.5)} ${theme.space(1.5)} 0;
    font-size: 12px;
    font-weight: 700;
    color: ${theme.color.muted};
  }
  [role='option'] {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(1)};
    padding: ${theme.space(0.75)} ${theme.space(1.5)};
    font-size: 15px;
    cursor: pointer;
  }
  [role='option'][aria-selected='true'] {
    background: ${theme.color.page};
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
`;

/** One thing offered: a search to run, or a page to open. */
interface Offer {
  id: string;
  label: string;
  /** The price, for a product. */
  aside?: string;
  take: () => void;
}

/** The catalogue's offers for what is typed, asked once typing pauses (and while `wanted`). */
function useSuggestions(term: string, wanted: boolean): SearchSuggestions | undefined {
  const { language } = useLanguage();
  const [answer, setAnswer] = useState<{ term: string; language: string; offers: SearchSuggestions }>();
  const query = term.trim();
  useEffect(() => {
    if (!wanted || query.length < 2) return;
    const asking = new AbortController();
    const timer = setTimeout(() => {
      api(`/api/products/suggestions?q=${encodeURIComponent(query)}`, { check: isSearchSuggestions, signal: asking.signal }).then(
        (offers) => setAnswer({ term: query, language, offers }),
        () => {}, // no offers: the box still searches
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      asking.abort();
    };
  }, [query, wanted, language]);
  // What was offered for an earlier term stays while the next is asked: the list does not flicker.
  return query.length >= 2 && answer?.language === language ? answer.offers : undefined;
}

interface OfferActions {
  headings: Record<'searches' | 'categories' | 'products', string>;
  money: (amount: number) => string;
  search: (query: string) => void;
  open: (path: string) => void;
  categoryPage: (category: SearchSuggestions['categories'][number]) => string;
}

/** The offers in their groups, each group only when it has some. */
function offerGroups(
  suggestions: SearchSuggestions,
  id: string,
  act: OfferActions,
): Array<{ key: string; heading: string; offers: Offer[] }> {
  const groups = [
    {
      key: 'searches',
      heading: act.headings.searches,
      offers: suggestions.searches.map((s, i): Offer => ({ id: `${id}-s${i}`, label: s, take: () => act.search(s) })),
    },
    {
      key: 'categories',
      heading: act.headings.categories,
      offers: suggestions.categories.map((c, i): Offer => ({
        id: `${id}-c${i}`,
        label: c.label ?? c.name,
        take: () => act.open(act.categoryPage(c)),
      })),
    },
    {
      key: 'products',
      heading: act.headings.products,
      offers: suggestions.products.map((p, i): Offer => ({
        id: `${id}-p${i}`,
        label: p.name,
        aside: act.money(p.price),
        take: () => act.open(`/product/${encodeURIComponent(p._id)}`),
      })),
    },
  ];
  return groups.filter((g) => g.offers.length > 0);
}

export function SearchBox(props: { term: string; setTerm: (term: string) => void; search: (query: string) => void }) {
  const t = shellMessages.useText();
  const { language, formats } = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(props.term, wanted);

  const close = () => {
    setWanted(false);
    setActive(-1);
  };
  const open = (to: string) => {
    close();
    void navigate(to);
  };
  const groups = suggestions
    ? offerGroups(suggestions, id, {
        headings: { searches: t('search.searches'), categories: t('search.categories'), products: t('search.products') },
        money: formats.money,
        search: (s) => {
          close();
          props.setTerm(s);
          props.search(s);
        },
        open,
        categoryPage: (c) => categoryPath(language, categorySlugIn(c, language)),
      })
    : [];
  const offers = groups.flatMap((g) => g.offers);
  const shown = wanted && offers.length > 0;
  const current = shown && active >= 0 && active < offers.length ? offers[active] : undefined;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setWanted(true);
      if (offers.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 && step < 0 ? offers.length - 1 : (a + step + offers.length) % offers.length));
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      current.take();
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      close();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    close();
    props.search(props.term.trim());
  };

  return (
    <Box>
      {/* A plain form too: a first view drawn by the gateway searches before the store's scripts run. */}
      <Form role="search" action="/search" onSubmit={submit}>
        <input
          type="search"
          name="query"
          role="combobox"
          aria-label={t('top.search')}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={`${id}-offers`}
          aria-activedescendant={current?.id}
          autoComplete="off"
          placeholder={t('top.search')}
          value={props.term}
          onChange={(e) => {
            props.setTerm(e.target.value);
            setWanted(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <button type="submit">{t('top.searchButton')}</button>
      </Form>
      <Offers id={`${id}-offers`} role="listbox" aria-label={t('search.offers')} hidden={!shown}>
        {groups.map((g) => (
          <div key={g.key} role="group" aria-label={g.heading}>
            <div className="heading" aria-hidden="true">
              {g.heading}
            </div>
            {g.offers.map((o) => (
              <div
                key={o.id}
                id={o.id}
                role="option"
                aria-selected={o === current}
                // Taken on the press, before the box loses the focus (and closes the list).
                onMouseDown={(e) => {
                  e.preventDefault();
                  o.take();
                }}
              >
                <span>{o.label}</span>
                {o.aside && <span>{o.aside}</span>}
              </div>
            ))}
          </div>
        ))}
      </Offers>
      <span className="sr-only" role="status" aria-live="polite">
        {shown ? t('search.offered', { count: offers.length }) : ''}
      </span>
    </Box>
  );
}
