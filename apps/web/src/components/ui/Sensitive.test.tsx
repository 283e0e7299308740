import { renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SENSITIVE_MASK } from '@plantel/contracts';
import { Sensitive, useMaskSensitive } from './Sensitive';

beforeEach(() => useSessionStore.getState().logout());

describe('Sensitive', () => {
  it('shows a producer the names', () => {
    useSessionStore.getState().login(demoLogin('produtor'));
    renderWithProviders(
      <p>
        <Sensitive>Granja Boa Vista</Sensitive>
      </p>,
    );
    expect(screen.getByText('Granja Boa Vista')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'oculto' })).not.toBeInTheDocument();
  });

  it('hides the names from a guest behind a mask announced as hidden', () => {
    useSessionStore.getState().login(demoLogin('vendas'));
    const { container } = renderWithProviders(
      <p>
        <Sensitive>Granja Boa Vista</Sensitive>
      </p>,
    );
    expect(container).not.toHaveTextContent('Granja Boa Vista');
    expect(screen.getByRole('img', { name: 'oculto' })).toHaveTextContent(SENSITIVE_MASK);
  });

  it('masks plain strings for guests through the hook, and only for them', () => {
    useSessionStore.getState().login(demoLogin('vendas'));
    const guest = renderHook(() => useMaskSensitive());
    expect(guest.result.current('João Silva')).toBe(SENSITIVE_MASK);
    expect(guest.result.current(null)).toBe(SENSITIVE_MASK);

    useSessionStore.getState().login(demoLogin('admin')); // Vendas too, but a superuser: not a guest
    const admin = renderHook(() => useMaskSensitive());
    expect(admin.result.current('João Silva')).toBe('João Silva');
    expect(admin.result.current(undefined)).toBe('');
  });
});
