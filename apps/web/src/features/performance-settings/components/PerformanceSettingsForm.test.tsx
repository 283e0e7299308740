import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERFORMANCE_SETTINGS, LEGACY_PERFORMANCE_SETTINGS, type PerformanceSettings } from '@plantel/contracts';
import { changeLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';
import { demoLogin, type DemoUserName } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PerformanceSettingsForm } from './PerformanceSettingsForm';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let stored: PerformanceSettings;
let putAnswer: ((body: PerformanceSettings) => Response) | null;
let puts: unknown[];

beforeEach(() => {
  stored = { ...DEFAULT_PERFORMANCE_SETTINGS };
  putAnswer = null;
  puts = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    expect(url).toBe('/api/v2/settings/performance');
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as PerformanceSettings;
      puts.push(body);
      if (putAnswer) return putAnswer(body);
      stored = body;
    }
    return json(200, stored);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
  await changeLanguage('pt-BR');
});

function renderAs(user: DemoUserName) {
  useSessionStore.getState().login(demoLogin(user));
  return renderWithProviders(<PerformanceSettingsForm />);
}

const field = (name: string) => screen.findByRole('textbox', { name });
const REFERENCE = 'Peso de referência';
const POINTS = 'Pontos de CA por 100 g';

describe('the performance settings form', () => {
  it("shows the company's values with their units, limits and the formula worked with them", async () => {
    stored = { adjusted_fcr_reference_weight: 2750.5, adjusted_fcr_points_per_100g: 0.035 };
    renderAs('tecnico');
    expect(await field(REFERENCE)).toHaveValue('2750,5');
    expect(await field(POINTS)).toHaveValue('0,035');
    expect(await field(REFERENCE)).toHaveAccessibleDescription('Peso ao qual a CA de cada lote é levada. De 500 a 6.000.');
    expect(await field(POINTS)).toHaveAccessibleDescription('Quanto a CA muda a cada 100 g de peso acima ou abaixo da referência. De 0 a 0,2.');
    expect(screen.getByText('por 100 g')).toBeInTheDocument();
    expect(screen.getByText('CA ajustada = CA − (peso médio − peso de referência) ÷ 100 g × pontos por 100 g')).toBeInTheDocument();
    // 1.650 − (2,900 − 2,750.5) ÷ 100 × 0.035 = 1.650 − 0.052325 = 1.598
    expect(screen.getByTestId('adjusted-fcr-example')).toHaveTextContent('1,650 − (2.900 − 2.750,5) ÷ 100 × 0,035 = CA ajustada 1,598.');
    expect(screen.getByRole('radio', { name: 'Valores próprios' })).toBeChecked();
  });

  it('fills the older convention with one choice, and staff save it', async () => {
    const { user } = renderAs('tecnico');
    expect(await field(REFERENCE)).toHaveValue('2500');
    const ilvo = screen.getByRole('radio', { name: 'Proposta ILVO (padrão do Plantel): 2.500 g e 0,02 por 100 g' });
    expect(ilvo).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Convenção anterior: 1.500 g e 0,04 por 100 g' }));
    expect(await field(REFERENCE)).toHaveValue('1500');
    expect(await field(POINTS)).toHaveValue('0,04');
    expect(screen.getByTestId('adjusted-fcr-example')).toHaveTextContent('= CA ajustada 1,090.');
    expect(puts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas: a CA ajustada passa a usar 1.500 g e 0,04 por 100 g.')).toBeInTheDocument();
    expect(puts).toEqual([LEGACY_PERFORMANCE_SETTINGS]);
    expect(screen.getByRole('radio', { name: /^Convenção anterior/ })).toBeChecked();
  });

  it('marks the choice as custom once a value is typed, and back when it matches a convention', async () => {
    const { user } = renderAs('tecnico');
    const points = await field(POINTS);
    await user.clear(points);
    await user.type(points, '0,03');
    expect(screen.getByRole('radio', { name: 'Valores próprios' })).toBeChecked();
    await user.clear(points);
    await user.type(points, '0.02');
    expect(screen.getByRole('radio', { name: /^Proposta ILVO/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nada foi alterado.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('refuses a value out of range on its field before sending', async () => {
    const { user } = renderAs('tecnico');
    const reference = await field(REFERENCE);
    await user.clear(reference);
    await user.type(reference, '2.500');
    expect(reference).toHaveAccessibleDescription('Informe um número de 500 a 6.000.');
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.queryByTestId('adjusted-fcr-example')).not.toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it("shows the server's 400 on the field it names, and its 403", async () => {
    putAnswer = () =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid request',
        requestId: 'r1',
        fields: [{ field: 'adjusted_fcr_points_per_100g', location: 'body', message: 'Too big: expected number to be <=0.2' }],
      });
    const { user } = renderAs('tecnico');
    const points = await field(POINTS);
    await user.clear(points);
    await user.type(points, '0,1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(points).toHaveAccessibleDescription('Too big: expected number to be <=0.2'));
    expect(screen.getByText('Alguns valores foram recusados; veja os campos marcados.')).toBeInTheDocument();
    expect(await field(REFERENCE)).toHaveAttribute('aria-invalid', 'false');

    putAnswer = () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Only staff may change the performance settings', requestId: 'r2' });
    await user.type(points, '5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Somente a equipe técnica pode alterar estas configurações.')).toBeInTheDocument();
  });

  it('shows the values read-only, with the convention in use, to someone who is not staff', async () => {
    stored = { ...LEGACY_PERFORMANCE_SETTINGS };
    renderAs('produtor');
    expect(await field(REFERENCE)).toHaveAttribute('readonly');
    expect(await field(REFERENCE)).toHaveValue('1500');
    expect(await field(POINTS)).toHaveAttribute('readonly');
    expect(screen.getByText('Somente a equipe técnica pode alterar.')).toBeInTheDocument();
    expect(screen.getByText('Em uso: Convenção anterior: 1.500 g e 0,04 por 100 g.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('writes the numbers the way English does', async () => {
    await changeLanguage('en');
    renderAs('tecnico');
    expect(await field('FCR points per 100 g')).toHaveValue('0.02');
    const form = screen.getByRole('form', { name: 'Performance settings' });
    expect(within(form).getByRole('radio', { name: "ILVO proposal (Plantel's default): 2,500 g and 0.02 per 100 g" })).toBeChecked();
    expect(screen.getByTestId('adjusted-fcr-example')).toHaveTextContent('Example: a batch at FCR 1.650 and a mean weight of 2,900 g: 1.650 − (2,900 − 2,500) ÷ 100 × 0.02 = adjusted FCR 1.570.');
  });
});
