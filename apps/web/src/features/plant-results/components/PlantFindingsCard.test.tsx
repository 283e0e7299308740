import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONDEMNATION_CAUSES, type ForecastAccuracy, type SlaughterResults } from '@plantel/contracts';
import { changeLanguage, i18n } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PlantFindingsCard } from './PlantFindingsCard';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const RESULTS: SlaughterResults = {
  batch: 5,
  slaughtered_on: '2026-12-07',
  loads: [],
  figures: {
    birds_delivered: 6_000,
    live_weight_kg: 16_420,
    mean_weight: 2_736.7,
    dead_on_arrival: 25,
    condemned_total: 60,
    condemned_partial: 40,
    condemned_percent: 1,
    by_cause: [
      { cause: 'contamination', total: 50, partial: 0 },
      { cause: 'bruises_trauma', total: 0, partial: 40 },
    ],
    footpad_score: 0.175,
  },
  recorded_at: '2026-12-07T18:00:00.000Z',
};
const ACCURACY: ForecastAccuracy = {
  batch: 5,
  slaughtered_on: '2026-12-07',
  actual_weight: 2_736.7,
  horizons: [
    { days_ahead: 1, forecast: 2_800, error_percent: 2.31, inside_band: true },
    { days_ahead: 3, forecast: 2_700, error_percent: -1.34, inside_band: false },
    { days_ahead: 7, forecast: null, error_percent: null, inside_band: null },
  ],
};

let results: SlaughterResults | null;
let asked: string[];

beforeEach(() => {
  results = RESULTS;
  asked = [];
  useSessionStore.getState().login(demoLogin('tecnico'));
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url === '/api/v2/batches/5/slaughter-results') return json(200, results);
    if (url === '/api/v2/batches/5/forecast-accuracy') return json(200, ACCURACY);
    return json(404, { statusCode: 404, error: 'Not Found', message: 'no', requestId: 'r' });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
  await changeLanguage('pt-BR');
});

describe("the plant's findings card", () => {
  it('shows the figures, the condemnations by cause and the forecasts against the plant, in the locale', async () => {
    renderWithProviders(<PlantFindingsCard batchId={5} />);
    const card = await screen.findByRole('region', { name: 'Resultados do frigorífico' });
    expect(within(card).getByText('O que a planta encontrou no abate de 07/12/2026.')).toBeInTheDocument();
    expect(within(card).getByText('6.000')).toBeInTheDocument();
    expect(within(card).getByText('16.420 kg')).toBeInTheDocument();
    expect(within(card).getByText('1,00 %')).toBeInTheDocument();
    expect(within(card).getByText('0,18')).toBeInTheDocument();
    const causes = within(card).getByRole('table', { name: 'Condenações por causa' });
    expect(within(causes).getAllByRole('row').map((r) => r.textContent)).toEqual(['CausaTotaisParciais', 'Contaminação500', 'Contusões e traumas040']);
    const accuracy = await within(card).findByRole('table', { name: 'Precisão da previsão' });
    expect(within(accuracy).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['1 dia antes2.800 g+2,3 %dentro', '3 dias antes2.700 g-1,3 %fora', '7 dias antes------']);
  });

  it('shows nothing, and asks no accuracy, before the plant sends its results', async () => {
    results = null;
    const { container } = renderWithProviders(<PlantFindingsCard batchId={5} />);
    await vi.waitFor(() => expect(asked).toContain('/api/v2/batches/5/slaughter-results'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(asked).not.toContain('/api/v2/batches/5/forecast-accuracy');
  });

  it('names every condemnation cause of the catalogue in each language', () => {
    for (const lang of ['pt-BR', 'en', 'es']) for (const cause of CONDEMNATION_CAUSES) expect(i18n.exists(`plant.causes.${cause}`, { lng: lang })).toBe(true);
  });
});
