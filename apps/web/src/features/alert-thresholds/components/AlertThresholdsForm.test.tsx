import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin, type DemoUserName } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { AlertThresholdsForm } from './AlertThresholdsForm';

const CURRENT: AlertThresholds = { ...DEFAULT_ALERT_THRESHOLDS, temperature_margin: 3, silo_days_min: 2 };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let stored: AlertThresholds;
let patchAnswer: ((body: Partial<AlertThresholds>) => Response) | null;
let patches: unknown[];

beforeEach(() => {
  stored = { ...CURRENT };
  patchAnswer = null;
  patches = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    expect(url).toContain('/api/v2/alerts/thresholds');
    if (init.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Partial<AlertThresholds>;
      patches.push(body);
      if (patchAnswer) return patchAnswer(body);
      stored = { ...stored, ...body };
    }
    return json(200, stored);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

function renderAs(user: DemoUserName) {
  useSessionStore.getState().login(demoLogin(user));
  return renderWithProviders(<AlertThresholdsForm />);
}

const field = (name: string) => screen.findByRole('textbox', { name });

describe('the alert thresholds form', () => {
  it("shows the company's current values with their units and limits", async () => {
    renderAs('tecnico');
    expect(await field('Margem de temperatura')).toHaveValue('3');
    expect(await field('Ração nos silos')).toHaveValue('2');
    expect(await field('Mortalidade diária')).toHaveValue('3');
    // A decimal threshold is written as pt-BR writes it.
    expect(await field('Vazamento de água')).toHaveValue('1,4');
    expect(screen.getByText('‰')).toBeInTheDocument();
    // pt-BR writes the limits with a decimal comma, as it writes the values.
    expect(screen.getByText(/Dias de ração restantes nos silos.*De 0,25 a 14\./)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fuso horário' })).toHaveValue('São Paulo (GMT−03:00)');
  });

  it('lets staff change a threshold and sends only the changed fields', async () => {
    const { user } = renderAs('tecnico');
    const margin = await field('Margem de umidade');
    await user.clear(margin);
    await user.type(margin, '12,5');
    const zone = screen.getByRole('combobox', { name: 'Fuso horário' });
    // Focused, all selected, then typed: the list opens on what was typed, not on all 400 zones first.
    zone.focus();
    await user.keyboard('{Control>}a{/Control}manaus');
    await user.click(await screen.findByRole('option', { name: 'Manaus (GMT−04:00)' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Limites salvos: os próximos alertas passam a usá-los.')).toBeInTheDocument();
    expect(patches).toEqual([{ humidity_margin: 12.5, time_zone: 'America/Manaus' }]);
    expect(await field('Margem de umidade')).toHaveValue('12,5');
  });

  it('refuses a value out of range on its field before sending', async () => {
    const { user } = renderAs('tecnico');
    const hours = await field('Sensor travado');
    await user.clear(hours);
    await user.type(hours, '49');

    expect(hours).toHaveAccessibleDescription('Informe um número de 1 a 48.');
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(patches).toEqual([]);
  });

  it("shows the server's 400 on the field it names", async () => {
    patchAnswer = () =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'body/silo_days_min must be at most 14',
        requestId: 'r1',
        fields: [{ field: 'silo_days_min', location: 'body', message: 'must be at most 14' }],
      });
    const { user } = renderAs('tecnico');
    const silo = await field('Ração nos silos');
    await user.clear(silo);
    await user.type(silo, '3');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(silo).toHaveAccessibleDescription('must be at most 14'));
    expect(silo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Alguns valores foram recusados; veja os campos marcados.')).toBeInTheDocument();
    expect(await field('Margem de temperatura')).toHaveAttribute('aria-invalid', 'false');
  });

  it("fills the form with Plantel's defaults without saving them", async () => {
    const { user } = renderAs('tecnico');
    expect(await field('Margem de temperatura')).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Restaurar padrões' }));

    expect(await field('Margem de temperatura')).toHaveValue(String(DEFAULT_ALERT_THRESHOLDS.temperature_margin));
    expect(await field('Ração nos silos')).toHaveValue(String(DEFAULT_ALERT_THRESHOLDS.silo_days_min));
    expect(patches).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(patches).toEqual([{ temperature_margin: DEFAULT_ALERT_THRESHOLDS.temperature_margin, silo_days_min: DEFAULT_ALERT_THRESHOLDS.silo_days_min }]));
  });

  it('shows the values read-only to someone who is not staff', async () => {
    renderAs('produtor');
    expect(await field('Margem de temperatura')).toHaveAttribute('readonly');
    expect(await field('Margem de temperatura')).toHaveValue('3');
    expect(await field('Fuso horário')).toHaveAttribute('readonly');
    expect(await field('Fuso horário')).toHaveValue('São Paulo (GMT−03:00)');
    expect(screen.getByText('Somente a equipe técnica pode alterar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restaurar padrões' })).not.toBeInTheDocument();
  });
});
