import styled from 'styled-components';
import { uiMessages } from '../messages';
import { theme, visuallyHidden } from '../theme';

// A colour option's values drawn as swatches: the small row on a product card here, the chosen ones on
// a product page (mf-catalog) with the same dot.

/** The shop's colour names that are not CSS colour names (or not the same shade), English and French. */
const SHADES: Record<string, string> = {
  navy: '#1f2a44',
  marine: '#1f2a44',
  charcoal: '#36454f',
  anthracite: '#36454f',
  forest: '#228b22',
  olive: '#6b7a3a',
  cream: '#f5f0dc',
  crème: '#f5f0dc',
  burgundy: '#800020',
  bordeaux: '#800020',
  rouge: '#c8102e',
  red: '#c8102e',
  noir: '#000000',
  blanc: '#ffffff',
  bleu: '#1f5fbf',
  vert: '#2e7d32',
  gris: '#808080',
  brun: '#6b4226',
  jaune: '#f2c200',
  rose: '#e88fb0',
  violet: '#7b3fa0',
  orange: '#f57c00',
  // The French of colours CSS knows by their English name, painted as CSS paints those.
  'vert forêt': '#228b22',
  'bleu ciel': '#87ceeb',
  'bleu ardoise': '#6a5acd',
  corail: '#ff7f50',
  prune: '#dda0dd',
  'brun clair': '#d2b48c',
  argent: '#c0c0c0',
};

/** The swatch's paint for a colour's name: a known shade, else the name as CSS reads it ("Forest Green"
 * as forestgreen). A name CSS does not know paints nothing, and the dot keeps its neutral ground. */
export function swatchColour(name: string): string {
  const words = name.toLowerCase().trim().split(/\s+/);
  const known = SHADES[words.join(' ')] ?? SHADES[words[0] ?? ''];
  return known ?? words.join('');
}

/** Text for screen readers only (the shell's .sr-only, here too for a remote's page shown alone). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** A round patch of the colour; its name is said beside it (visibly or for screen readers). */
export const SwatchDot = styled.span.attrs<{ $colour: string; $size?: number }>((p) => ({
  'aria-hidden': true,
  style: { backgroundColor: swatchColour(p.$colour) },
}))<{ $colour: string; $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size ?? 16}px;
  height: ${(p) => p.$size ?? 16}px;
  border-radius: 50%;
  background: #d5d9d9;
  border: 1px solid ${theme.color.muted};
`;

const Row = styled.ul`
  display: flex;
  align-items: center;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 13px;
  color: ${theme.color.muted};
  li {
    position: relative;
    display: inline-flex;
  }
`;

/** How many swatches a card shows before "+n". */
export const CARD_SWATCHES = 5;

/** A card's colours: the first few as dots named for screen readers (and on hover), then "+n". */
export function CardSwatches({ names, max = CARD_SWATCHES }: { names: string[]; max?: number }) {
  const t = uiMessages.useText();
  const more = names.length - max;
  return (
    <Row aria-label={t('swatches.label')} data-testid="swatches">
      {names.slice(0, max).map((name) => (
        <li key={name} title={name}>
          <SwatchDot $colour={name} $size={14} />
          <VisuallyHidden>{name}</VisuallyHidden>
        </li>
      ))}
      {more > 0 && (
        <li>
          <span aria-hidden>+{more}</span>
          <VisuallyHidden>{t('swatches.more', { count: more })}</VisuallyHidden>
        </li>
      )}
    </Row>
  );
}
