import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type FrenchOptions, FrenchOptionFields, frenchOptionsOf, frenchOptionsToSave } from '../src/product-fields';

const OPTIONS = [
  { name: 'Size', values: ['S', 'M'] },
  { name: 'Colour', values: ['Red', 'Black'] },
];

function Form(props: { kept?: Parameters<typeof frenchOptionsOf>[1]; saved: (o: unknown) => void }) {
  const [form, setForm] = useState<FrenchOptions>(() => frenchOptionsOf(OPTIONS, props.kept));
  return (
    <>
      <FrenchOptionFields options={OPTIONS} form={form} set={setForm} />
      <button type="button" onClick={() => props.saved(frenchOptionsToSave(form))}>
        save
      </button>
    </>
  );
}

describe("a product's options in French, in the back office", () => {
  it('shows each option and value beside its English, and saves what is given, none blank', () => {
    let saved: unknown;
    render(<Form kept={{ Colour: { name: 'Couleur', values: { Red: 'Rouge' } } }} saved={(o) => (saved = o)} />);
    const colour = screen.getByRole('group', { name: 'Colour' });
    expect(within(colour).getByLabelText('Colour in French')).toHaveProperty('value', 'Couleur');
    expect(within(colour).getByLabelText('Colour Red in French')).toHaveProperty('value', 'Rouge');
    expect(within(colour).getByLabelText('Colour Black in French')).toHaveProperty('value', '');
    fireEvent.change(within(colour).getByLabelText('Colour Black in French'), { target: { value: ' Noir ' } });
    fireEvent.change(screen.getByLabelText('Size in French'), { target: { value: 'Taille' } });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(saved).toEqual({
      Size: { name: 'Taille' },
      Colour: { name: 'Couleur', values: { Red: 'Rouge', Black: 'Noir' } },
    });
  });

  it('shows nothing for a product sold one way', () => {
    const { container } = render(<FrenchOptionFields options={[]} form={{}} set={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
