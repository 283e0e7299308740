import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('shows a required message on each empty field once it has been touched', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSubmit={onSubmit} pending={false} />);
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(/usuário/i));
    await user.tab();
    // The contract's validation code arrives with the first focus (a lazy chunk), hence the wait.
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(1));
    expect(screen.getByLabelText(/usuário/i)).toHaveAttribute('aria-invalid', 'true');

    await user.tab();
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the credentials with the username trimmed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSubmit={onSubmit} pending={false} />);

    await user.type(screen.getByLabelText(/usuário/i), '  produtor ');
    await user.type(screen.getByLabelText(/senha/i), 'plantel');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ username: 'produtor', password: 'plantel' });
  });

  it('treats a username of spaces as empty', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSubmit={onSubmit} pending={false} />);

    await user.type(screen.getByLabelText(/usuário/i), '   ');
    await user.type(screen.getByLabelText(/senha/i), 'plantel');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
  });

  it('disables the button while signing in and shows why the last attempt failed', () => {
    renderWithProviders(<LoginForm onSubmit={vi.fn()} pending error="Usuário ou senha incorretos." />);

    expect(screen.getByRole('button', { name: 'Entrando…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Usuário ou senha incorretos.');
  });
});
