import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORECAST_FIXTURE } from '@plantel/charts/testing';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SlaughterPlanningPanel } from './SlaughterPlanningPanel';

function renderWith(plan: Partial<typeof FORECAST_FIXTURE.plan>) {
  useSessionStore.getState().login(demoLogin('produtor'));
  const results = { ...FORECAST_FIXTURE, plan: { ...FORECAST_FIXTURE.plan, ...plan } };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ results }), { status: 200, headers: { 'content-type': 'application/json' } }));
  return renderWithProviders(<SlaughterPlanningPanel shedId={4} batchId={results.batch} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('the slaughter planning form', () => {
  it('says a stored day that has passed must change, without marking it typed wrong, and will not save it', async () => {
    renderWith({ target_date: '2026-11-19' });
    const day = await screen.findByRole('group', { name: 'Dia do abate' });
    expect(await screen.findByText('O dia planejado já passou: escolha um novo dia.')).toBeInTheDocument();
    expect(day.closest('.MuiFormControl-root')?.querySelector('.Mui-error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Salvar planejamento' })).toBeDisabled();
  });

  it('shows the stored target with a decimal comma and refuses a priority that is not a whole number from 1 to 99', async () => {
    const { user } = renderWith({ target_value: 1950.5 });
    expect(await screen.findByLabelText('Peso meta (g)')).toHaveValue('1950,5');
    const priority = screen.getByLabelText('Prioridade');
    await user.clear(priority);
    await user.type(priority, '1,5');
    expect(await screen.findByText('Digite um número inteiro de 1 a 99.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar planejamento' })).toBeDisabled();
    await user.clear(priority);
    await user.type(priority, '3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar planejamento' })).toBeEnabled());
  });
});
