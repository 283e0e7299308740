import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';

const SETTINGS: NotificationSettings = {
  preferences: { email: false, email_address: null, language: 'pt-BR', min_severity: 'warning', quiet_hours: null },
  email_available: true,
  telegram_available: true,
  telegram_bot: 'PlantelAlertasBot',
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('the notification preferences', () => {
  it('tell a guest that alerts reach them in Plantel, and offer nothing to change', () => {
    useSessionStore.getState().login(demoLogin('vendas'));
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(SETTINGS), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderWithProviders(<NotificationPreferencesForm />);
    expect(screen.getByText('Convidados recebem os alertas no Plantel, mas não alteram as preferências de notificação.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Receber por e-mail')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('let anyone else choose e-mail', async () => {
    useSessionStore.getState().login(demoLogin('produtor'));
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(SETTINGS), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderWithProviders(<NotificationPreferencesForm />);
    expect(await screen.findByLabelText('Receber por e-mail')).toBeInTheDocument();
    expect(screen.queryByText(/Convidados recebem/)).not.toBeInTheDocument();
  });

  it('say under the webhook field why the server refused its address', async () => {
    useSessionStore.getState().login(demoLogin('produtor'));
    const refusal = { statusCode: 400, error: 'Bad Request', message: 'Invalid request', fields: [{ field: 'webhook_url', location: 'body', message: 'must be a public address, not a local or private one' }] };
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify(SETTINGS), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const { user } = renderWithProviders(<NotificationPreferencesForm />);
    const field = await screen.findByLabelText('URL do webhook');
    await user.type(field, 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const why = 'Use um endereço https público: este servidor não chama endereços http, nem esta máquina ou uma rede privada.';
    expect(await screen.findAllByText(why)).toHaveLength(2);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('ask for an address before e-mail can be saved, and store e-mail beside the channels ticked', async () => {
    useSessionStore.getState().login(demoLogin('produtor'));
    const puts: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') puts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(SETTINGS), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const { user } = renderWithProviders(<NotificationPreferencesForm />);
    const save = await screen.findByRole('button', { name: 'Salvar' });
    await user.click(screen.getByLabelText('Receber por e-mail'));
    const address = screen.getByLabelText('Endereço de e-mail');
    await user.click(address);
    await user.tab();
    expect(await screen.findByText('Informe um endereço de e-mail válido')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.type(address, 'ana@granja.com.br');
    await user.click(screen.getByLabelText('Crítico: Telegram'));
    const chat = screen.getByLabelText('Chat id do Telegram');
    await user.type(chat, '12345');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Preferências salvas.')).toBeInTheDocument();
    expect(puts).toEqual([
      expect.objectContaining({
        email: true,
        email_address: 'ana@granja.com.br',
        min_severity: 'warning',
        telegram_chat_id: '12345',
        language: 'pt-BR',
        channels: { info: [], warning: ['email'], critical: ['email', 'telegram'] },
      }),
    ]);
  });
});
