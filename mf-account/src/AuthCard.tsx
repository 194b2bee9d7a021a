import styled from 'styled-components';
import { Button, Notice, theme } from '@storefront/ui';

/** The narrow card that holds the register, login and password forms. */
export const AuthCard = styled.div`
  max-width: 380px;
  margin: ${theme.space(4)} auto;
  padding: ${theme.space(3)};
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  h1 {
    margin: 0 0 ${theme.space(2)};
    font-size: 28px;
    font-weight: 400;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(2)};
  }
  .switch {
    margin: ${theme.space(2)} 0 0;
    font-size: 13px;
  }
`;

/** The end of an account form: what went wrong (announced), and its button, which says it is working. */
export function AuthSubmit({ error, busy, label, busyLabel }: { error: string; busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Button type="submit" disabled={busy} $block>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
