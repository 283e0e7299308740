import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SettlementContractInput } from '@plantel/contracts';
import { ApiRequestError } from '@/lib/api-errors';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { emptyContract } from '../model/contractForm';
import { ContractEditor } from './ContractEditor';

function renderEditor(onSave: (input: SettlementContractInput) => Promise<unknown>) {
  return renderWithProviders(<ContractEditor initial={emptyContract('2026-11-25')} readOnly={false} onSave={onSave} onCancel={vi.fn()} />);
}

describe('ContractEditor', () => {
  // Typing through a whole contract is slow on a busy machine.
  it('builds a band step row by row and sends the rule in order, money in cents', { timeout: 90_000 }, async () => {
    const onSave = vi.fn((_input: SettlementContractInput) => Promise.resolve());
    const { user } = renderEditor(onSave);
    await user.type(screen.getByLabelText('Nome', { exact: true }), 'Frango 2026');
    await user.type(screen.getByLabelText('Por ave entregue'), '0,625');
    await user.type(within(screen.getByRole('region', { name: 'Passo 1: sem nome' })).getByRole('textbox', { name: 'Nome do passo' }), 'Base');
    await user.click(screen.getByRole('button', { name: 'Adicionar passo' }));
    const second = screen.getByRole('region', { name: 'Passo 2: sem nome' });
    await user.type(within(second).getByRole('textbox', { name: 'Nome do passo' }), 'IEP');
    await user.click(within(second).getByRole('combobox', { name: 'Tipo' }));
    await user.click(screen.getByRole('option', { name: 'Tabela de faixas' }));
    const step = screen.getByRole('region', { name: 'Passo 2: IEP' });
    const band = (n: number) => within(step).getByRole('group', { name: `Faixa ${n}` });
    await user.type(within(band(1)).getAllByRole('textbox')[1]!, '380');
    await user.type(within(band(1)).getAllByRole('textbox')[2]!, '0,95');
    await user.click(within(step).getByRole('button', { name: 'Adicionar faixa' }));
    expect(within(band(2)).getAllByRole('textbox')[0]).toHaveValue('380');
    await user.type(within(band(2)).getAllByRole('textbox')[2]!, '1,05');
    // The IEP step goes first.
    await user.click(screen.getByRole('button', { name: 'Subir o passo 2' }));
    await user.click(screen.getByRole('button', { name: 'Salvar contrato' }));

    const input = onSave.mock.calls[0]![0];
    expect(input.prices.per_bird_cents).toBe(62.5);
    expect(input.steps).toEqual([
      { kind: 'band', name: 'IEP', figure: 'epef', effect: 'multiplier', bands: [{ from: null, to: 380, value: 0.95 }, { from: 380, to: null, value: 1.05 }] },
      { kind: 'per_unit', name: 'Base', unit: 'bird_delivered' },
    ]);
  });

  it("shows the server's refusal under the field it names, and one naming no field above the button", { timeout: 60_000 }, async () => {
    const refusal = new ApiRequestError(400, 'Invalid contract', {
      fields: [
        { field: 'steps.0.name', location: 'body', message: 'Twice-named step' },
        { field: 'coverage', location: 'body', message: 'The period overlaps contract 3' },
      ],
    });
    const { user } = renderEditor(() => Promise.reject(refusal));
    await user.type(screen.getByLabelText('Nome', { exact: true }), 'Frango 2026');
    const step = () => within(screen.getByRole('region', { name: /^Passo 1/ }));
    await user.type(step().getByRole('textbox', { name: 'Nome do passo' }), 'Base');
    await user.type(screen.getByLabelText('Por ave entregue'), '0,5');
    await user.click(screen.getByRole('button', { name: 'Salvar contrato' }));

    expect(await screen.findByText('Twice-named step')).toBeInTheDocument();
    expect(step().getByRole('textbox', { name: 'Nome do passo' })).toHaveAccessibleDescription('Twice-named step');
    expect(screen.getByRole('alert')).toHaveTextContent('The period overlaps contract 3');
  });

  it('keeps what a step had when its kind changes back, and marks what cannot be read without sending', { timeout: 60_000 }, async () => {
    const onSave = vi.fn((_input: SettlementContractInput) => Promise.resolve());
    const { user } = renderEditor(onSave);
    const step = () => within(screen.getByRole('region', { name: /^Passo 1/ }));
    const kind = async (name: string) => {
      await user.click(step().getByRole('combobox', { name: 'Tipo' }));
      await user.click(screen.getByRole('option', { name }));
    };
    await kind('Valor fixo');
    await user.type(step().getByRole('textbox', { name: 'Valor (R$)' }), '-150,005');
    await kind('Tabela de faixas');
    await kind('Valor fixo');
    expect(step().getByRole('textbox', { name: 'Valor (R$)' })).toHaveValue('-150,005');
    await user.type(screen.getByLabelText('Por kg entregue'), '1,2x');
    await user.click(screen.getByRole('button', { name: 'Salvar contrato' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Corrija os campos marcados.');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nome', { exact: true })).toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.getByLabelText('Por kg entregue')).toHaveAccessibleDescription('Valor inválido');
    expect(step().getByRole('textbox', { name: 'Valor (R$)' })).toHaveAccessibleDescription('Use centavos inteiros');
  });
});
