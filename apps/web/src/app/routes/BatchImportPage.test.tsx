import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { demoLogin, type DemoUserName } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { BatchImportPage } from './BatchImportPage';

afterEach(() => useSessionStore.getState().logout());

function renderAs(user: DemoUserName) {
  useSessionStore.getState().login(demoLogin(user));
  const router = createMemoryRouter([{ path: '*', element: <BatchImportPage /> }], { initialEntries: ['/settings/batch-import'] });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('the batch import page', () => {
  it('is for staff: they get the template and the file picker', () => {
    renderAs('tecnico');
    expect(screen.getByRole('heading', { level: 1, name: 'Importar lote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar o modelo (.xlsx)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher arquivo' })).toBeInTheDocument();
  });

  it('tells anyone else it is for staff, and offers nothing to send', () => {
    renderAs('produtor');
    expect(screen.getByText('Só a equipe técnica da empresa pode importar lotes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('batch-import-file')).not.toBeInTheDocument();
  });
});
