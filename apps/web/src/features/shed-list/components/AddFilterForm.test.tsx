import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import type { FilterFieldDefinition } from '../filters/filterFields';
import { validatePropertyFilter, type PropertyFilterInput } from '../filters/propertyFilter';
import { AddFilterForm } from './AddFilterForm';

const FIELDS: FilterFieldDefinition[] = [
  { field: 'weight', kind: 'number', operators: ['greaterThan', 'lessThan', 'equals'] },
  { field: 'name', kind: 'text', operators: ['contains', 'exactly'] },
];

describe('the add-filter form', () => {
  it('says under the value why it is refused, and adds it once fixed, the value cleared for the next', async () => {
    const added: PropertyFilterInput[] = [];
    const onAdd = vi.fn((input: PropertyFilterInput) => {
      added.push(input);
      return validatePropertyFilter(input);
    });
    const { user } = renderWithProviders(<AddFilterForm fields={FIELDS} onAdd={onAdd} />);
    const value = screen.getByLabelText('Valor');
    await user.type(value, 'pesado');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Digite um número, como 1,5.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    await user.clear(value);
    await user.type(value, '2,5');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(added).toEqual([{ field: 'weight', operator: 'greaterThan', value: '2,5' }]);
    expect(screen.queryByText('Digite um número, como 1,5.')).not.toBeInTheDocument();
    expect(value).toHaveValue('');
  });

  it("gives way to the new field's first comparison when the one chosen does not apply to it", async () => {
    const onAdd = vi.fn((input: PropertyFilterInput) => validatePropertyFilter(input));
    const { user } = renderWithProviders(<AddFilterForm fields={FIELDS} onAdd={onAdd} />);
    await user.click(screen.getByLabelText('Campo'));
    await user.click(await screen.findByRole('option', { name: 'Nome' }));
    expect(screen.getByLabelText('Comparação')).toHaveTextContent('contém');
    await user.type(screen.getByLabelText('Valor'), 'Aviário');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onAdd).toHaveBeenCalledWith({ field: 'name', operator: 'contains', value: 'Aviário' });
  });
});
