import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SENSITIVE_MASK, type ReportSchedule, type ReportScheduleOptions } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ReportSchedulesView } from './ReportSchedulesView';

/** The answers as the server gives them to a guest: the property's name masked. */
const SHED = { id: 1, identification: 'Aviário 01', property_name: SENSITIVE_MASK, module: 'frangos_de_corte' as const };
const OPTIONS: ReportScheduleOptions = { sheds: [{ ...SHED, batch: '2026-001' }], modules: ['frangos_de_corte'], email: null, email_available: true };
const SCHEDULE: ReportSchedule = {
  id: 7,
  owner: { id: 4, username: 'vendas' },
  sheds: [SHED],
  modules: [],
  weekday: 1,
  hour: 7,
  language: 'pt-BR',
  email: 'vendas@example.com',
  enabled: true,
  last_sent_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function answerReads() {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = String(url).includes('/options') ? OPTIONS : { results: [SCHEDULE] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('the report schedules', () => {
  it('show a guest their schedules as the server sent them, without the controls to change them', async () => {
    useSessionStore.getState().login(demoLogin('vendas'));
    answerReads();
    renderWithProviders(<ReportSchedulesView />);
    expect(await screen.findByText(`Aviário 01 (${SENSITIVE_MASK})`)).toBeInTheDocument();
    expect(screen.getByText('Convidados veem os relatórios agendados, mas não os criam nem alteram.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Novo agendamento|agendamento de/ })).not.toBeInTheDocument();
  });

  it('offer anyone else to create, change, send and delete', async () => {
    useSessionStore.getState().login(demoLogin('produtor'));
    answerReads();
    renderWithProviders(<ReportSchedulesView />);
    await screen.findByText(`Aviário 01 (${SENSITIVE_MASK})`);
    expect(screen.queryByText('Convidados veem os relatórios agendados, mas não os criam nem alteram.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo agendamento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Editar o agendamento/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Excluir o agendamento/ })).toBeInTheDocument();
  });
});
