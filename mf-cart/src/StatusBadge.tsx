import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@storefront/ui';
import { type Tone, statusTone } from './order-life';

const TONES: Record<Tone, { background: string; color: string }> = {
  success: { background: '#e3f6ee', color: theme.color.success },
  // Darker than the theme's warning: at least 4.5:1 on its pale background.
  warning: { background: '#fff4e0', color: '#9a4200' },
  info: { background: '#e6f3f5', color: theme.color.link },
  danger: { background: '#fde8e6', color: theme.color.danger },
};

/** A small coloured label: an order's, a refund's or a return's status. */
export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 700;
  background: ${(p) => TONES[p.$tone].background};
  color: ${(p) => TONES[p.$tone].color};
`;

export function StatusBadge({ $status, children }: { $status: string; children: ReactNode }) {
  return <Badge $tone={statusTone($status)}>{children}</Badge>;
}
