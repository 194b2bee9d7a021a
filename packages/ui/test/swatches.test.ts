import { describe, expect, it } from 'vitest';
import { swatchColour } from '../src/components/Swatches';

// The CSS colour names the starting catalogue's English colours are painted by, as CSS paints them.
const CSS: Record<string, string> = {
  forestgreen: '#228b22',
  skyblue: '#87ceeb',
  slateblue: '#6a5acd',
  coral: '#ff7f50',
  plum: '#dda0dd',
  tan: '#d2b48c',
  silver: '#c0c0c0',
  black: '#000000',
  white: '#ffffff',
};
const paint = (name: string) => CSS[swatchColour(name)] ?? swatchColour(name);

describe('a swatch', () => {
  it('is painted alike in English and in French', () => {
    const pairs: Array<[string, string]> = [
      ['Forest Green', 'Vert forêt'],
      ['Sky Blue', 'Bleu ciel'],
      ['Slate Blue', 'Bleu ardoise'],
      ['Coral', 'Corail'],
      ['Plum', 'Prune'],
      ['Tan', 'Brun clair'],
      ['Silver', 'Argent'],
      ['Navy', 'Marine'],
      ['Charcoal', 'Anthracite'],
      ['Burgundy', 'Bordeaux'],
      ['Cream', 'Crème'],
      ['Red', 'Rouge'],
      ['Black', 'Noir'],
      ['White', 'Blanc'],
    ];
    for (const [english, french] of pairs) expect(paint(french), french).toBe(paint(english));
    expect(paint('Forest Green')).toBe('#228b22');
  });
});
