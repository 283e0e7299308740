import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ModuleList } from './ModuleList';

describe('ModuleList', () => {
  it('lists the modules the roles open, translated and in product order', () => {
    renderWithProviders(<ModuleList roles={{ suinos: ['Nutrição'], frangos_de_corte: ['Performance'] }} />);

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Frangos de corte', 'Suínos']);
  });

  it('says so when the roles open no module', () => {
    renderWithProviders(<ModuleList roles={{}} />);

    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(/não tem acesso a nenhum módulo/)).toBeInTheDocument();
  });
});
