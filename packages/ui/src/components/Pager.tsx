import styled from 'styled-components';
import { theme } from '../theme';
import { uiMessages } from '../messages';
import { Button } from './Button';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  margin: ${theme.space(3)} 0;
  font-size: 14px;
`;

/** Previous / 'Page X of Y' / Next. */
export function Pager(props: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { page, totalPages, onPage } = props;
  const t = uiMessages.useText();
  return (
    <Bar aria-label={t('pager.label')}>
      <Button $variant="plain" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span aria-live="polite">{t('pager.position', { page, total: totalPages })}</span>
      <Button $variant="plain" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Bar>
  );
}
