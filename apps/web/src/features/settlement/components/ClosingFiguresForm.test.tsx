import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-errors';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { emptyClosing } from '../model/closingForm';
import { ClosingFiguresForm } from './ClosingFiguresForm';

const initial = () => ({ ...emptyClosing({ chicks: 'Pintinhos', chickUnit: 'un', feed: 'Ração' }), inputs: [] });

describe('the closing figures form', () => {
  it('marks the figures missing or not numbers before sending, then sends the body the API takes', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderWithProviders(<ClosingFiguresForm initial={initial()} submitLabel="Prévia" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Aves condenadas'), 'dez');
    await user.click(screen.getByRole('button', { name: 'Prévia' }));
    expect(await screen.findByText('Corrija os campos marcados.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ração fornecida (kg)')).toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.getByLabelText('Aves condenadas')).toHaveAccessibleDescription('Valor inválido');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Aves condenadas'));
    await user.type(screen.getByLabelText('Aves condenadas'), '12');
    await user.type(screen.getByLabelText('Ração fornecida (kg)'), '8000,5');
    await user.click(screen.getByRole('button', { name: 'Prévia' }));
    expect(onSubmit).toHaveBeenCalledWith({ condemned_birds: 12, condemned_kg: 0, feed_supplied_kg: 8000.5, feed_returned_kg: 0, inputs: [] }, '');
  });

  it('asks the chicks and the feed once: their lines follow the figures until typed over', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = renderWithProviders(<ClosingFiguresForm initial={emptyClosing({ chicks: 'Pintinhos', chickUnit: 'un', feed: 'Ração' })} submitLabel="Prévia" onSubmit={onSubmit} />);
    const quantity = (n: number) => within(screen.getByRole('group', { name: new RegExp(`^Insumo ${n}`) })).getByLabelText(/Quantidade$/);
    await user.type(screen.getByLabelText('Pintinhos alojados'), '1000');
    await user.type(screen.getByLabelText('Ração fornecida (kg)'), '4600');
    expect(quantity(1)).toHaveValue('1000');
    expect(quantity(2)).toHaveValue('4600');
    // A line typed over keeps its own quantity when the figure changes again.
    await user.clear(quantity(2));
    await user.type(quantity(2), '4500');
    await user.clear(screen.getByLabelText('Ração fornecida (kg)'));
    await user.type(screen.getByLabelText('Ração fornecida (kg)'), '4700');
    expect(quantity(2)).toHaveValue('4500');
    await user.clear(screen.getByLabelText('Pintinhos alojados'));
    await user.type(screen.getByLabelText('Pintinhos alojados'), '1020');
    expect(quantity(1)).toHaveValue('1020');
  });

  it("asks a correction for its reason, and puts the server's refusal under the line it names", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, 'refused', { fields: [{ field: 'inputs.0.unit_price_cents', location: 'body', message: 'must be at most 100000000' }] });
    });
    const { user } = renderWithProviders(
      <ClosingFiguresForm initial={{ ...initial(), feedSuppliedKg: '8000' }} submitLabel="Corrigir" correction onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar insumo' }));
    const line = screen.getByRole('group', { name: /^Insumo 1/ });
    await user.type(within(line).getByLabelText(/Insumo$/), 'Vacina');
    await user.type(within(line).getByLabelText(/Unidade$/), 'dose');
    await user.type(within(line).getByLabelText(/Quantidade$/), '100');
    await user.type(within(line).getByLabelText(/Preço unitário \(R\$\)$/), '9999999');
    await user.click(screen.getByRole('button', { name: 'Corrigir' }));
    expect(await screen.findByText('Diga o motivo da correção')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Motivo', { exact: false }), ' Peso revisado ');
    await user.click(screen.getByRole('button', { name: 'Corrigir' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ inputs: [{ name: 'Vacina', unit: 'dose', quantity: 100, returned_quantity: 0, unit_price_cents: 999999900 }] }), 'Peso revisado');
    expect(await screen.findByText('O servidor recusou: veja os campos marcados.')).toBeInTheDocument();
    expect(within(line).getByLabelText(/Preço unitário \(R\$\)$/)).toHaveAccessibleDescription('must be at most 100000000');
  });
});
