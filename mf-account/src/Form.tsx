import styled from 'styled-components';
import { media, theme } from '@storefront/ui';

/** A white card holding a form, with fields in one column (two on wider screens where marked). */
export const FormCard = styled.form`
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  padding: ${theme.space(3)};
  margin-bottom: ${theme.space(3)};
  display: grid;
  gap: ${theme.space(2)};
  max-width: 720px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  .pair {
    display: grid;
    gap: ${theme.space(2)};
    ${media.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .actions {
    display: flex;
    gap: ${theme.space(1)};
  }
  input[readonly] {
    background: #f3f3f3;
    color: ${theme.color.muted};
  }
`;
