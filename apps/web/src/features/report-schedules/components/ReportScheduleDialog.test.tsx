import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportSchedule, ReportScheduleOptions } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ReportScheduleDialog } from './ReportScheduleDialog';

const OPTIONS: ReportScheduleOptions = {
  sheds: [
    { id: 1, identification: 'Aviário 01', property_name: 'Sítio Boa Vista', module: 'frangos_de_corte', batch: '2026-001' },
    { id: 2, identification: 'Aviário 02', property_name: 'Sítio Boa Vista', module: 'frangos_de_corte', batch: null },
    { id: 4, identification: 'Matrizeiro 01', property_name: 'Sítio Boa Vista', module: 'matrizeiro', batch: '2026-004' },
  ],
  modules: ['frangos_de_corte', 'matrizeiro'],
  email: 'joao@example.com',
  email_available: true,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const saved = (body: object): ReportSchedule => ({
  id: 7,
  owner: { id: 3, username: 'produtor' },
  sheds: [],
  modules: [],
  weekday: 1,
  hour: 7,
  language: 'pt-BR',
  email: 'joao@example.com',
  enabled: true,
  last_sent_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...body,
});

let answer: (body: object) => Response;
let requests: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  requests = [];
  useSessionStore.getState().login(demoLogin('produtor'));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as object;
    requests.push({ method: init.method ?? 'GET', url, body });
    return answer(body);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

function renderDialog(schedule: ReportSchedule | null = null) {
  const onSaved = vi.fn();
  const rendered = renderWithProviders(<ReportScheduleDialog schedule={schedule} options={OPTIONS} onClose={vi.fn()} onSaved={onSaved} />);
  return { ...rendered, onSaved };
}

describe('the schedule dialog', () => {
  it('starts from the alert e-mail and sends the sheds and modules chosen', async () => {
    answer = () => json(201, saved({ modules: ['matrizeiro'] }));
    const { user, onSaved } = renderDialog();
    expect(screen.getByRole('textbox', { name: 'Enviar para (e-mail)' })).toHaveValue('joao@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Galpões' }));
    expect(screen.getByRole('option', { name: /Aviário 02 \(Sítio Boa Vista\)/ })).toHaveTextContent('Sem lote alojado');
    await user.click(screen.getByRole('option', { name: /Aviário 01 \(Sítio Boa Vista\)/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Matrizeiro' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toEqual([
      { method: 'POST', url: '/api/v2/report-schedules', body: { sheds: [1], modules: ['matrizeiro'], weekday: 1, hour: 7, language: 'pt-BR', email: 'joao@example.com', enabled: true } },
    ]);
  });

  it('asks for a shed or module before sending anything', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Escolha pelo menos um galpão ou módulo.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the server’s reasons on the fields they name', async () => {
    answer = () =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid request',
        requestId: 'r1',
        fields: [
          { field: 'sheds', location: 'body', message: 'Shed 4 is not one of the sheds the schedule’s owner follows', key: 'reportSchedules.errors.shedOutOfScope', params: { id: 4 } },
          { field: 'modules.0', location: 'body', message: 'Invalid option' },
        ],
      });
    const { user, onSaved } = renderDialog(saved({ sheds: [OPTIONS.sheds[2]], hour: 18 }));
    expect(screen.getByRole('combobox', { name: 'Hora' })).toHaveTextContent('18:00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Escolha só galpões que o dono do agendamento acompanha.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Módulos inteiros' })).getByText('Invalid option')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/api/v2/report-schedules/7', body: { sheds: [4], hour: 18 } });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
