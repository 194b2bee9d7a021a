import { uiMessages } from '../messages';
import styled from 'styled-components';
import { theme } from '../theme';

const Bar = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${theme.space(3)};
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(1.5)} ${theme.space(2)};
  background: #323232;
  color: #fff;
  border-radius: ${theme.radius};
  box-shadow:
    0 3px 5px rgba(0, 0, 0, 0.2),
    0 6px 10px rgba(0, 0, 0, 0.14);
  z-index: 1400;
  font-size: 14px;
  button {
    background: none;
    border: 0;
    color: ${theme.color.accent};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    text-transform: uppercase;
  }
`;

/** A message at the bottom of the screen with one button that closes it. */
export function Snackbar(props: { message: string; actionLabel?: string; onClose: () => void }) {
  return (
    <Bar role="status">
      <span>{props.message}</span>
      <button type="button" onClick={props.onClose}>
        {props.actionLabel ?? uiMessages.text('snackbar.ok')}
      </button>
    </Bar>
  );
}
