import type { ComponentProps } from 'react';
import { theme } from '@storefront/ui';
import styled from 'styled-components';

/** Shared with the other remotes. */
export { Panel } from '@storefront/ui';

const TableSheet = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 8px 10px;
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
  th {
    background: #f7f7f7;
    font-weight: 700;
  }
  th button {
    background: none;
    border: 0;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    padding: 0;
  }
  td.number,
  th.number {
    text-align: right;
  }
`;

/** A wide table scrolls inside its own box on a narrow screen, not the whole page sideways; the box
 * takes focus so a keyboard can scroll it too. */
const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
`;

export function Table(props: ComponentProps<typeof TableSheet>) {
  return (
    <TableScroll role="region" aria-label={props['aria-label']} tabIndex={0}>
      <TableSheet {...props} />
    </TableScroll>
  );
}

export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(1.5)};
  margin-bottom: ${theme.space(2)};
  /* A field (a file chooser is wide) never wider than the screen on a phone. */
  & > * {
    min-width: 0;
    max-width: 100%;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  align-items: flex-end;
`;
