import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MinimumConsumptionAlert } from '@plantel/contracts';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { RuleForm } from './RuleForm';

const RULE: MinimumConsumptionAlert = { id: 3, name: 'Dia', min_consumption_value: 40, start_time: '06:00', end_time: '18:00', interval: 4, active_alert: true, shed: 2, shed_name: 'Galpão 2' };

describe('the minimum-consumption rule form', () => {
  it('says which window a wrong interval must divide, and saves the edited rule for its own shed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<RuleForm rule={RULE} shed={9} onSubmit={onSubmit} onCancel={() => {}} saving={false} />);
    expect(screen.getByRole('form', { name: 'Editando Dia' })).toBeInTheDocument();
    const interval = screen.getByLabelText('Intervalo (h)', { exact: true });
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(screen.getByLabelText('Nome', { exact: true })).toHaveValue('Dia');

    await user.clear(interval);
    await user.type(interval, '8');
    await user.tab();
    expect(await screen.findByText('Intervalo deve dividir igualmente o período de 12h')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(interval);
    await user.type(interval, '6');
    await user.click(screen.getByRole('switch'));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Dia', min_consumption_value: 40, start_time: '06:00', end_time: '18:00', interval: 6, active_alert: false, shed: 2 });
  });

  it('reads a decimal comma and trims the name of a new rule for the shed given', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<RuleForm rule={null} shed={9} onSubmit={onSubmit} onCancel={() => {}} saving={false} />);
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Nome', { exact: true }), ' Noite ');
    await user.type(screen.getByLabelText('Consumo mínimo (kg)', { exact: true }), '95,5');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Noite', min_consumption_value: 95.5, start_time: '06:00', end_time: '18:00', interval: 2, active_alert: true, shed: 9 });
  });

  it('shows a stored decimal as the language writes it, and sends it back unchanged', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<RuleForm rule={{ ...RULE, min_consumption_value: 40.5 }} shed={9} onSubmit={onSubmit} onCancel={() => {}} saving={false} />);
    const minimum = screen.getByLabelText('Consumo mínimo (kg)', { exact: true });
    expect(minimum).toHaveValue('40,5');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ min_consumption_value: 40.5, active_alert: false }));
  });
});
