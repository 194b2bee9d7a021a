import styled from 'styled-components';
import { media, theme } from '@storefront/ui';

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

/** Shared with the other remotes. */
export { Panel } from '@storefront/ui';

export const SummaryRow = styled.div<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space(2)};
  padding: 4px 0;
  font-size: ${(p) => (p.$strong ? '18px' : '14px')};
  font-weight: ${(p) => (p.$strong ? 700 : 400)};
  color: ${(p) => (p.$strong ? theme.color.danger : theme.color.text)};
  border-top: ${(p) => (p.$strong ? `1px solid ${theme.color.border}` : '0')};
  margin-top: ${(p) => (p.$strong ? theme.space(1) : '0')};
  padding-top: ${(p) => (p.$strong ? theme.space(1) : '4px')};
`;
