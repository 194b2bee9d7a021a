import { Link, theme } from '@storefront/ui';
import styled from 'styled-components';
import { useText } from '../messages';

const Trail = styled.nav`
  font-size: 14px;
  margin: 0 0 ${theme.space(1.5)};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(0.5)};
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: ${theme.space(0.5)};
    color: ${theme.color.muted};
  }
  a {
    color: ${theme.color.link};
  }
`;

/** Home › Category › Product: where this page sits in the shop. The last step is this page. */
export function Breadcrumbs({ steps }: { steps: Array<{ label: string; to?: string }> }) {
  const t = useText();
  return (
    <Trail aria-label={t('breadcrumbs.label')}>
      <ol>
        <li>
          <Link to="/">{t('breadcrumbs.home')}</Link>
        </li>
        {steps.map((s, i) => (
          <li key={i}>{s.to ? <Link to={s.to}>{s.label}</Link> : <span aria-current="page">{s.label}</span>}</li>
        ))}
      </ol>
    </Trail>
  );
}
