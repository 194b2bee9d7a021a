import { useLatestSearchParams } from '@storefront/ui';
import type { ProductQuery, ProductSort } from '../../api';

/** Each column's heading is a message of the catalogue. */
type ColumnLabel = `common.${'name' | 'category' | 'price' | 'stock' | 'status'}`;
export const COLUMNS: Array<{ sort: ProductSort; label: ColumnLabel; number?: boolean }> = [
  { sort: 'name', label: 'common.name' },
  { sort: 'category', label: 'common.category' },
  { sort: 'price', label: 'common.price', number: true },
  { sort: 'stock', label: 'common.stock', number: true },
  { sort: 'status', label: 'common.status' },
];
const SORTS: readonly string[] = COLUMNS.map((c) => c.sort);
const STATUSES = ['all', 'active', 'archived'] as const;

/** The table's state lives in the address, so a search or a page can be linked to and survives a reload. */
function readQuery(params: URLSearchParams): ProductQuery {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const status = params.get('status') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    q: params.get('q') ?? '',
    sort: SORTS.includes(sort) ? (sort as ProductSort) : 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    status: (STATUSES as readonly string[]).includes(status) ? (status as ProductQuery['status']) : 'all',
    missingFrench: params.get('missingFrench') === 'true',
  };
}

export type ChangeQuery = (next: Partial<ProductQuery> | ((now: ProductQuery) => Partial<ProductQuery>)) => void;

/** The products table's query as the address holds it, and the way to change part of it. */
export function useProductQuery(): { query: ProductQuery; go: ChangeQuery } {
  const [params, changeParams] = useLatestSearchParams();
  // From the latest address, not the one drawn: a sort and a status chosen at once both count.
  const go: ChangeQuery = (next) =>
    changeParams((now) => {
      const latest = readQuery(now);
      const q = { ...latest, ...(typeof next === 'function' ? next(latest) : next) };
      return new URLSearchParams({
        page: String(q.page),
        q: q.q,
        sort: q.sort,
        dir: q.dir,
        status: q.status,
        ...(q.missingFrench ? { missingFrench: 'true' } : {}),
      });
    });
  return { query: readQuery(params), go };
}
