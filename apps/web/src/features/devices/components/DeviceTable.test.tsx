import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '@plantel/contracts';
import { changeLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DeviceTable } from './DeviceTable';

const shed = { id: 1, identification: 'Aviário 01', name: 'Sítio Boa Vista - Aviário 01', property_name: 'Sítio Boa Vista' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const online: Device = {
  id: 641,
  identification: 'S0-A1',
  type: 'S0',
  shed,
  position: 'Box 1',
  last_seen_at: minutesAgo(5),
  status: 'online',
  keys: [{ id: 9, prefix: 'plk_AbCdEf', label: 'S0-A1', device: 641, created_at: minutesAgo(60), last_used_at: minutesAgo(5), revoked_at: null }],
};
const never: Device = { ...online, id: 642, identification: 'silo_scale-B2', type: 'silo_scale', position: 'Silo 1', last_seen_at: null, status: 'never', keys: [] };
const stale: Device = { ...never, id: 643, identification: 'water_meter-C3', type: 'water_meter', position: '', last_seen_at: minutesAgo(3 * 60), status: 'stale' };

function renderTable() {
  const onIssueKey = vi.fn();
  const onRevokeKeys = vi.fn();
  const onEdit = vi.fn();
  const onRetire = vi.fn();
  const rendered = renderWithProviders(
    <DeviceTable devices={[online, never, stale]} onIssueKey={onIssueKey} onRevokeKeys={onRevokeKeys} onEdit={onEdit} onRetire={onRetire} busyId={null} />,
  );
  const row = (identification: string) => screen.getByRole('row', { name: new RegExp(identification) });
  return { ...rendered, row, onIssueKey, onRevokeKeys, onEdit, onRetire };
}

afterEach(async () => {
  await changeLanguage('pt-BR');
});

describe('DeviceTable', () => {
  it('shows each device with its translated type, place, last reading, status and keys', () => {
    const { row } = renderTable();
    const first = within(row('S0-A1'));
    expect(first.getByText('ID 641')).toBeInTheDocument();
    expect(first.getByText('Clima (S0)')).toBeInTheDocument();
    expect(first.getByText('Sítio Boa Vista – Aviário 01')).toBeInTheDocument();
    expect(first.getByText('há 5 minutos')).toHaveAttribute('datetime', online.last_seen_at);
    expect(first.getByText('Online').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(first.getByText('1 ativa')).toBeInTheDocument();
    expect(first.getByText('plk_AbCdEf…')).toBeInTheDocument();

    const silo = within(row('silo_scale-B2'));
    expect(silo.getByText('Balança de silo')).toBeInTheDocument();
    expect(silo.getByText('Nunca')).toBeInTheDocument();
    expect(silo.getByText('Nunca enviou').closest('.MuiChip-root')).toHaveClass('MuiChip-colorDefault');
    expect(silo.getByText('Nenhuma')).toBeInTheDocument();

    const meter = within(row('water_meter-C3'));
    expect(meter.getByText('Hidrômetro')).toBeInTheDocument();
    expect(meter.getByText('Sem sinal').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(meter.getByText('--')).toBeInTheDocument();
  });

  it('offers to rotate a key a device has and to issue one it lacks; revoking needs a key', async () => {
    const { row, user, onIssueKey, onRevokeKeys } = renderTable();
    await user.click(within(row('S0-A1')).getByRole('button', { name: 'Trocar chave de S0-A1' }));
    expect(onIssueKey).toHaveBeenCalledWith(online);
    await user.click(within(row('S0-A1')).getByRole('button', { name: 'Revogar chaves de S0-A1' }));
    expect(onRevokeKeys).toHaveBeenCalledWith(online);

    await user.click(within(row('silo_scale-B2')).getByRole('button', { name: 'Emitir chave para silo_scale-B2' }));
    expect(onIssueKey).toHaveBeenLastCalledWith(never);
    expect(within(row('silo_scale-B2')).getByRole('button', { name: 'Revogar chaves de silo_scale-B2' })).toBeDisabled();
  });

  it('offers to edit and to retire every device, with or without keys', async () => {
    const { row, user, onEdit, onRetire } = renderTable();
    await user.click(within(row('silo_scale-B2')).getByRole('button', { name: 'Editar silo_scale-B2' }));
    expect(onEdit).toHaveBeenCalledWith(never);
    await user.click(within(row('S0-A1')).getByRole('button', { name: 'Retirar S0-A1' }));
    expect(onRetire).toHaveBeenCalledWith(online);
  });

  it('speaks the interface language', async () => {
    await changeLanguage('en');
    const { row } = renderTable();
    expect(within(row('S0-A1')).getByText('Climate (S0)')).toBeInTheDocument();
    expect(within(row('S0-A1')).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(row('water_meter-C3')).getByText('Stale')).toBeInTheDocument();
    expect(within(row('silo_scale-B2')).getByRole('button', { name: 'Issue key for silo_scale-B2' })).toBeInTheDocument();
  });

  it('says so when no device matches', () => {
    renderWithProviders(<DeviceTable devices={[]} onIssueKey={vi.fn()} onRevokeKeys={vi.fn()} onEdit={vi.fn()} onRetire={vi.fn()} busyId={null} />);
    expect(screen.getByText('Nenhum dispositivo encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
