import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PasswordDialog } from './PasswordDialog';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => useSessionStore.getState().login(demoLogin('produtor')));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

async function fillIn(current: string, next: string, confirm = next) {
  const { user } = renderWithProviders(<PasswordDialog onClose={() => {}} onChanged={() => {}} />);
  await user.type(screen.getByLabelText(/^Senha atual/), current);
  await user.type(screen.getByLabelText(/^Nova senha/), next);
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), confirm);
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('the password dialog', () => {
  it('says how long the new password must be, and sends nothing while it is short', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await fillIn('old-one', 'short');
    expect(await screen.findByText('A nova senha precisa ter pelo menos 8 caracteres.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's reason under its field, in the user's language", async () => {
    const refusal = { statusCode: 400, error: 'Bad Request', message: 'Invalid request', fields: [{ field: 'current_password', location: 'body', key: 'account.errors.wrongCurrent', message: 'Is not your current password' }] };
    vi.stubGlobal('fetch', async () => answer(400, refusal));
    await fillIn('not-mine', 'long-enough-1');
    expect(await screen.findByText('A senha atual não confere.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha atual/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says to wait when the server counts too many tries', async () => {
    vi.stubGlobal('fetch', async () => answer(429, { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }));
    await fillIn('old-one-1', 'long-enough-1');
    expect(await screen.findByText('Muitas tentativas. Aguarde um minuto e tente de novo.')).toBeInTheDocument();
    expect(screen.queryByText('Rate limit exceeded')).not.toBeInTheDocument();
  });
});
