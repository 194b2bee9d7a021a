import { type AsyncState, theme, useLanguage } from '@storefront/ui';
import styled from 'styled-components';
import type { ProductListResponse } from '@storefront/contracts';
import type { ProductSort } from '@storefront/contracts/shop';
import { useText } from '../messages';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(1.5)};
  p {
    margin: 0;
  }
  select {
    font: inherit;
    padding: 4px;
  }
`;

interface ResultsToolbarProps {
  results: AsyncState<ProductListResponse>;
  sort: ProductSort;
  sorts: readonly ProductSort[];
  onSort: (sort: ProductSort) => void;
}

/** Above the results: how many there are, and the order they come in. */
export function ResultsToolbar({ results, sort, sorts, onSort }: ResultsToolbarProps) {
  const t = useText();
  const { formats } = useLanguage();
  return (
    <Toolbar>
      <p role="status">
        {results.status === 'done' &&
          t(results.data.totalAtLeast ? 'browse.resultsAtLeast' : 'browse.results', {
            count: results.data.total,
            total: formats.number(results.data.total),
          })}
      </p>
      <label>
        {t('browse.sortBy')}{' '}
        <select value={sort} onChange={(e) => onSort(e.target.value as ProductSort)}>
          {sorts.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </Toolbar>
  );
}
