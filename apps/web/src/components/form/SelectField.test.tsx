import { screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SelectField } from './SelectField';

interface Values {
  silo: number | null;
}

function SiloForm({ initial }: { initial: number | null }) {
  const form = useForm<Values>({ defaultValues: { silo: initial } });
  const held = useWatch({ control: form.control, name: 'silo' });
  const names = new Map([
    [7, 'Silo 7'],
    [12, 'Silo 12'],
  ]);
  return (
    <>
      <SelectField control={form.control} name="silo" label="Silo" none="Todos" options={[...names.keys()]} optionLabel={(id) => names.get(id)!} help="Onde a ração entrou" />
      <p>held: {held === null ? 'null' : `${typeof held} ${held}`}</p>
    </>
  );
}

describe('a select bound to a form field', () => {
  it('holds the option itself, a number as a number, and null for the first choice', async () => {
    const { user } = renderWithProviders(<SiloForm initial={null} />);
    expect(screen.getByText('Onde a ração entrou')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Silo'));
    await user.click(await screen.findByRole('option', { name: 'Silo 12' }));
    expect(screen.getByText('held: number 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Silo')).toHaveTextContent('Silo 12');
    await user.click(screen.getByLabelText('Silo'));
    await user.click(await screen.findByRole('option', { name: 'Todos' }));
    expect(screen.getByText('held: null')).toBeInTheDocument();
  });
});
