import styled from 'styled-components';
import { media, theme } from '../theme';

/** The white sheet a page sits on. */
export const Page = styled.section`
  max-width: 1500px;
  margin: 0 auto;
  padding: ${theme.space(2)};
  ${media.md} {
    padding: ${theme.space(3)};
  }
`;

export const PageTitle = styled.h1`
  font-size: 24px;
  font-weight: 500;
  margin: 0 0 ${theme.space(2)};
  color: ${theme.color.text};
`;

export const Card = styled.div`
  background: ${theme.color.card};
  border-radius: ${theme.radius};
  padding: ${theme.space(2)};
`;

/** A white section of a page with its own heading (an order's items, its summary, a form). */
export const Panel = styled.section`
  background: #fff;
  border-radius: ${theme.radius};
  padding: ${theme.space(2)} ${theme.space(3)};
  margin-bottom: ${theme.space(2)};
  h2 {
    font-size: 18px;
    margin: 0 0 ${theme.space(1.5)};
  }
  h3 {
    font-size: 15px;
    margin: ${theme.space(1.5)} 0 ${theme.space(1)};
  }
`;

/** A message in place of content: loading, empty, or what went wrong. */
export const Notice = styled.p<{ $tone?: 'info' | 'error' | 'success' }>`
  margin: ${theme.space(2)} 0;
  padding: ${theme.space(1.5)} ${theme.space(2)};
  border-radius: ${theme.radius};
  background: ${(p) => (p.$tone === 'error' ? '#fff4f2' : p.$tone === 'success' ? '#effaf6' : '#fff')};
  border: 1px solid ${(p) => (p.$tone === 'error' ? '#f5c6bd' : p.$tone === 'success' ? '#b6e4d4' : theme.color.border)};
  color: ${(p) => (p.$tone === 'error' ? theme.color.danger : p.$tone === 'success' ? theme.color.success : theme.color.text)};
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 13px;
  font-weight: 700;
  color: ${theme.color.text};
  input,
  textarea,
  select {
    font: inherit;
    font-weight: 400;
    font-size: 14px;
    padding: 8px 10px;
    border: 1px solid #a6a6a6;
    border-top-color: #949494;
    border-radius: 3px;
    box-shadow:
      0 1px 0 rgba(255, 255, 255, 0.5),
      0 1px 0 rgba(0, 0, 0, 0.07) inset;
    /* Never wider than the form on a narrow screen. */
    max-width: 100%;
    min-width: 0;
    /* The store's focus ring (at least 3:1), not a faint orange glow (2.9:1 on white). */
    &:focus-visible {
      outline: 3px solid ${theme.color.focus};
      outline-offset: 1px;
      border-color: ${theme.color.focus};
    }
  }
`;
