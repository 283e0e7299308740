import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryDeadLetter } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DeadLettersSection } from './DeadLettersSection';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const bytes = (text: string) => new TextEncoder().encode(text).length;
const letter = (id: number, changes: Partial<TelemetryDeadLetter> = {}): TelemetryDeadLetter => ({
  id,
  received_at: '2026-11-25T13:05:00.000Z',
  topic: 'plantel/1/641/telemetry',
  device: { id: 641, identification: 'S0-A1', type: 'S0' },
  reason: `1 of 1 readings rejected\nreading 0 (message_id "m-${id}"): invalid values.humidity: must be between 0 and 100 %`,
  payload: `{"key":"plk_AbCdEf…","message_id":"m-${id}"}`,
  payload_bytes: bytes(`{"key":"plk_AbCdEf…","message_id":"m-${id}"}`),
  ...changes,
});

let asked: string[];
let total: number;

beforeEach(() => {
  asked = [];
  total = 12;
  useSessionStore.getState().login(demoLogin('tecnico'));
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const query = new URL(url, 'http://x').searchParams;
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    const ids = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i + 1);
    return json(200, { results: ids.map((id) => (id === 1 ? letter(1, { device: null, reason: 'Malformed JSON: the message could not be parsed', payload: '{"key": ', payload_bytes: 20_000 }) : letter(id))), count: total });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('DeadLettersSection', { timeout: 20_000 }, () => {
  it('lists the refused messages with why, and opens one to read its topic, reason and message, saying when it was cut', async () => {
    const { user } = renderWithProviders(<DeadLettersSection />);
    const list = await screen.findByRole('list', { name: 'Mensagens de telemetria recusadas' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Nenhum dispositivo conhecido');
    expect(items[0]).toHaveTextContent('Malformed JSON');
    expect(items[1]).toHaveTextContent('S0-A1 · Clima (S0)');
    expect(items[1]).toHaveTextContent('1 of 1 readings rejected');

    await user.click(within(items[0]!).getByRole('button'));
    expect(items[0]).toHaveTextContent('Mensagem (primeiros 8 KiB de 20.000 bytes)');
    expect(items[0]).toHaveTextContent('plantel/1/641/telemetry');
    await user.click(within(items[1]!).getByRole('button'));
    expect(items[1]).toHaveTextContent('invalid values.humidity');
    expect(within(items[1]!).getByText('Mensagem')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('{"key":"plk_AbCdEf…","message_id":"m-2"}');
  });

  it('pages through them with the server', async () => {
    const { user } = renderWithProviders(<DeadLettersSection />);
    await screen.findByRole('list', { name: 'Mensagens de telemetria recusadas' });
    await user.click(screen.getByRole('button', { name: /next page|próxima/i }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Mensagens de telemetria recusadas' })).getAllByRole('listitem')).toHaveLength(2));
    expect(asked.at(-1)).toBe('/api/v2/devices/dead-letters?limit=10&offset=10');
  });

  it('says when there is none', async () => {
    total = 0;
    renderWithProviders(<DeadLettersSection />);
    expect(await screen.findByText('Nenhuma mensagem recusada.')).toBeInTheDocument();
  });
});
