import { Fragment, type ReactNode } from 'react';
import { Link, Notice, Page, PageTitle, useSearchParams } from '@storefront/ui';
import { SmartRecommendation } from '../blocks/SmartRecommendation';
import { ProductBrowser } from '../browse/ProductBrowser';
import { useText } from '../messages';

/** A translated sentence with parts that are markup (a link, bold words): the message names them as
 * placeholders ('{{corrected}}'), which are left in the text and replaced here by their nodes. */
function withParts(sentence: string, parts: Record<string, ReactNode>): ReactNode[] {
  return sentence.split(/\{\{(\w+)\}\}/).map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? (parts[piece] ?? piece) : piece}</Fragment>);
}

export default function SearchResults() {
  const t = useText();
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  // `exact=1`: the words as typed, when the shopper turned down a typo correction.
  const exact = params.get('exact') === '1';

  return (
    <Page>
      <PageTitle>{t('search.title', { query })}</PageTitle>
      {query ? (
        <ProductBrowser
          search={query}
          exact={exact}
          above={(results) => (
            <>
              {results.correctedSearch && (
                <p data-testid="search-correction">
                  {withParts(t('search.correction', { corrected: '{{corrected}}', asTyped: '{{asTyped}}' }), {
                    corrected: <strong>{results.correctedSearch}</strong>,
                    asTyped: <Link to={`/search?${new URLSearchParams({ query, exact: '1' })}`}>{t('search.asTyped', { query })}</Link>,
                  })}
                </p>
              )}
              {results.someWords && <p data-testid="search-some-words">{t('search.someWords')}</p>}
            </>
          )}
        />
      ) : (
        <Notice>{t('common.noProducts')}</Notice>
      )}
      {query && <SmartRecommendation query={query} />}
    </Page>
  );
}
