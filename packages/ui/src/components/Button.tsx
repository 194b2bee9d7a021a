import styled, { css } from 'styled-components';
import { theme } from '../theme';

type Variant = 'primary' | 'secondary' | 'plain' | 'danger';

/** The store's button: yellow for the main action, orange for the strong one, white otherwise. */
export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(1)};
  min-height: 34px;
  padding: 0 ${theme.space(2)};
  border-radius: 20px;
  border: 1px solid ${theme.color.buttonBorder};
  background: ${theme.color.button};
  color: ${theme.color.text};
  font: inherit;
  font-size: 14px;
  cursor: pointer;
  transition:
    background ${theme.transition},
    box-shadow ${theme.transition};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  text-decoration: none;
  &:hover:not(:disabled) {
    background: ${theme.color.buttonHover};
    /* A button drawn as a link (Choose options) keeps its text colour, not a link's hover colour. */
    color: ${theme.color.text};
  }
  /* Focus: the store's ring (GlobalStyle), dark on light surfaces and light on the dark bars. */
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  ${(p) =>
    p.$variant === 'secondary' &&
    css`
      background: ${theme.color.secondaryButton};
      border-color: #ff8f00;
      &:hover:not(:disabled) {
        background: #fa8900;
      }
    `}
  ${(p) =>
    p.$variant === 'plain' &&
    css`
      background: #fff;
      border-color: ${theme.color.border};
      &:hover:not(:disabled) {
        background: #f7fafa;
      }
    `}
  ${(p) =>
    p.$variant === 'danger' &&
    css`
      background: ${theme.color.danger};
      border-color: ${theme.color.danger};
      color: #fff;
      &:hover:not(:disabled) {
        background: #8c1f03;
        color: #fff;
      }
    `}
`;
