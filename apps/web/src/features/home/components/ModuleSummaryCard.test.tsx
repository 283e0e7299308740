import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ModuleSummaryCard } from './ModuleSummaryCard';

/** The server's window: the last 24 hours, a few seconds before the card is drawn. */
const since = () => new Date(Date.now() - 24 * 3_600_000 - 3_000).toISOString();

const summary = {
  module: 'frangos_de_corte' as const,
  sheds: 4,
  lodged_sheds: 3,
  alerts: [
    { type: 'Ambiência' as const, count: 2, open: 1, critical_open: 0, level: 3 as const },
    { type: 'Sanidade' as const, count: 0, open: 0, critical_open: 0, level: 0 as const },
    { type: 'Desempenho' as const, count: 0, open: 0, critical_open: 0, level: 0 as const },
    // An empty silo open since before the period counts open and critical, though it began earlier.
    { type: 'Nutrição' as const, count: 1, open: 2, critical_open: 1, level: 3 as const },
  ],
};

describe('ModuleSummaryCard', () => {
  it('leads to the given route and states lodged sheds', () => {
    renderWithProviders(
      <MemoryRouter>
        <ModuleSummaryCard summary={summary} since={since()} to="/broiler/alerts/recent/" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/broiler/alerts/recent/');
    expect(screen.getByRole('heading', { name: 'Frangos de corte' })).toBeInTheDocument();
    expect(screen.getByText('3 de 4 galpões alojados')).toBeInTheDocument();
  });

  it('marks level 3 on the alert types with alerts and only on those', () => {
    renderWithProviders(
      <MemoryRouter>
        <ModuleSummaryCard summary={summary} since={since()} to="/x" />
      </MemoryRouter>,
    );
    // The chips say what they count and over which period.
    expect(screen.getByText('Alertas · últimas 24 horas')).toBeVisible();
    const chips = within(screen.getByRole('list', { name: 'Alertas · últimas 24 horas' })).getAllByRole('listitem');
    expect(chips.map((c) => [c.getAttribute('aria-label'), c.dataset.level])).toEqual([
      ['Ambiência: 2 alertas, nível 3', '3'],
      ['Sanidade: nenhum alerta', '0'],
      ['Desempenho: nenhum alerta', '0'],
      ['Nutrição: 1 alerta, nível 3', '3'],
    ]);
    expect(chips.map((c) => c.textContent)).toEqual(['Ambiência: 2 · 1 aberto', 'Sanidade: 0', 'Desempenho: 0', 'Nutrição: 1 · 2 em aberto, 1 crítico']);
  });

  it('draws red a type with an open critical alert, amber one with open warnings only', () => {
    renderWithProviders(
      <MemoryRouter>
        <ModuleSummaryCard summary={summary} since={since()} to="/x" />
      </MemoryRouter>,
    );
    const chips = within(screen.getByRole('list', { name: 'Alertas · últimas 24 horas' })).getAllByRole('listitem');
    const red = chips.filter((c) => c.classList.contains('MuiChip-colorError'));
    expect(red.map((c) => c.dataset.critical)).toEqual(['1']);
    expect(chips[0]!.classList.contains('MuiChip-colorWarning')).toBe(true);
    expect(chips[1]!.classList.contains('MuiChip-colorDefault')).toBe(true);
  });

  it('wraps a long chip rather than cut its critical count', () => {
    renderWithProviders(
      <MemoryRouter>
        <ModuleSummaryCard summary={summary} since={since()} to="/x" />
      </MemoryRouter>,
    );
    const chip = screen.getAllByRole('listitem').find((item) => item.getAttribute('data-critical') === '1')!;
    const label = chip.querySelector('.MuiChip-label')!;
    expect(label.textContent).toMatch(/1 crítico$/);
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
  });
});
