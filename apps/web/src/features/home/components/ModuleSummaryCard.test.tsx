import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ModuleSummaryCard } from './ModuleSummaryCard';

const summary = {
  module: 'frangos_de_corte' as const,
  sheds: 4,
  lodged_sheds: 3,
  alerts: [
    { type: 'Ambiência' as const, count: 2, level: 3 as const },
    { type: 'Sanidade' as const, count: 0, level: 0 as const },
    { type: 'Desempenho' as const, count: 0, level: 0 as const },
    { type: 'Nutrição' as const, count: 1, level: 3 as const },
  ],
};

describe('ModuleSummaryCard', () => {
  it('leads to the given route and states lodged sheds', () => {
    renderWithProviders(
      <MemoryRouter>
        <ModuleSummaryCard summary={summary} to="/broiler/alerts/recent/" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/broiler/alerts/recent/');
    expect(screen.getByRole('heading', { name: 'Frangos de corte' })).toBeInTheDocument();
    expect(screen.getByText('3 de 4 galpões alojados')).toBeInTheDocument();
  });

  it('marks level 3 on the alert types with alerts and only on those', () => {
    renderWithProviders(
      <MemoryRouter>
        <ModuleSummaryCard summary={summary} to="/x" />
      </MemoryRouter>,
    );
    const chips = within(screen.getByRole('list', { name: 'Alertas das últimas 24 horas' })).getAllByRole('listitem');
    expect(chips.map((c) => [c.getAttribute('aria-label'), c.dataset.level])).toEqual([
      ['Ambiência: 2 alertas, nível 3', '3'],
      ['Sanidade: nenhum alerta', '0'],
      ['Desempenho: nenhum alerta', '0'],
      ['Nutrição: 1 alerta, nível 3', '3'],
    ]);
  });
});
