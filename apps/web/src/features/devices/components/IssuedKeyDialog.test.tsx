import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IssuedIngestKey } from '@plantel/contracts';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { IssuedKeyDialog } from './IssuedKeyDialog';

const key: IssuedIngestKey = {
  id: 4,
  prefix: 'plk_6jkpMu',
  label: 'S0-A1',
  device: 641,
  created_at: '2026-11-23T21:18:26.333Z',
  last_used_at: null,
  revoked_at: null,
  key: 'plk_6jkpMuOMk_wCYWUXRMvVIe9zZmw2l9GO',
};

describe('IssuedKeyDialog', () => {
  it('shows the secret once, read-only, copies it and says how to send with it', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<IssuedKeyDialog issued={{ key, device: { id: 641, identification: 'S0-A1' } }} company={3} onClose={onClose} />);
    const secret = screen.getByRole('textbox', { name: 'Chave secreta' });
    expect(secret).toHaveValue(key.key);
    expect(secret).toHaveAttribute('readonly');
    expect(screen.getByText('Chave do dispositivo S0-A1 (ID 641).')).toBeInTheDocument();
    expect(screen.getByText(/não será mostrada de novo/)).toBeInTheDocument();
    expect(screen.getByText(/POST \/api\/v2\/telemetry/)).toHaveTextContent('Authorization: Bearer <key>');
    expect(screen.getByText('plantel/3/641/telemetry')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe(key.key);
    expect(screen.getByRole('status')).toHaveTextContent('Chave copiada.');

    await user.click(screen.getByRole('button', { name: 'Guardei a chave' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = renderWithProviders(<IssuedKeyDialog issued={{ key, device: null }} company={null} onClose={vi.fn()} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Não foi possível copiar; selecione a chave e copie.')).toBeInTheDocument();
    expect(screen.getByText('Chave do gateway S0-A1: vale para todos os dispositivos da empresa.')).toBeInTheDocument();
    expect(screen.getByText('plantel/{company}/gateway/telemetry')).toBeInTheDocument();
  });
});
