import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxDb, type OutboxRecord } from '@/lib/outbox/outboxDb';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { OutboxButton } from './OutboxButton';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A day of mortality typed without signal, which the server refused when it went: more dead than the box holds. */
const refused: OutboxRecord = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  username: 'produtor',
  kind: 'mortality',
  method: 'PUT',
  path: '/v2/batches/7/mortality',
  body: { division: 31, date: '2026-11-20', amount_mortality: 50_000, amount_eliminated: 1, replaces: null },
  whenKept: { replaces: null },
  label: 'Box 1 · 20/11/2026: 50000 mortes, 1 eliminados',
  reopen: { batchId: 7, division: { id: 31, identification: 'Box 1' } },
  createdAt: Date.now() - 60_000,
  state: 'refused',
  reason: {
    status: 400,
    message: 'Invalid request: amount_mortality More animals than the division holds (12000)',
    fields: [{ field: 'amount_mortality', location: 'body', message: 'More animals than the division holds (12000)', key: 'mortality.errors.moreThanHeld', params: { animals: 12_000 } }],
  },
};

/** What the next PUT of the day answers, and what each PUT sent. */
let answer: () => Response;
let sent: { key: string | null; body: unknown }[] = [];

beforeEach(async () => {
  sent = [];
  await outboxDb.records.clear();
  await outboxDb.records.put(refused);
  useSessionStore.getState().login(demoLogin('produtor'));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/v2/batches/7/mortality' && init.method === 'PUT') {
      sent.push({ key: new Headers(init.headers).get('idempotency-key'), body: JSON.parse(String(init.body)) });
      return answer();
    }
    // The company's settings (its time zone) are not needed here: the browser's calendar stands in.
    return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found', requestId: 'req-0' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

/** The outbox and the record's dialog load lazily: on a busy machine that takes seconds, not the default one. */
const LAZY = { timeout: 10_000 };

async function openCorrection(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Registros no aparelho: 1 a enviar' }, LAZY));
  const outbox = await screen.findByRole('dialog', { name: 'Registros no aparelho' }, LAZY);
  expect(within(outbox).getByText('Mais animais do que a divisão tem (12.000)')).toBeInTheDocument();
  await user.click(within(outbox).getByRole('button', { name: 'Corrigir' }));
  return screen.findByRole('dialog', { name: 'Mortalidade do dia: Box 1' }, LAZY);
}

describe('correcting a refused record in its own form', () => {
  it('opens the form with what was typed and the reason under its field, and sends the correction once, with the same key', async () => {
    answer = () => json(200, { division: 31, date: '2026-11-20', amount_mortality: 5, amount_eliminated: 1, age: 20 });
    const { user } = renderWithProviders(<OutboxButton />);
    const form = await openCorrection(user);
    const dead = within(form).getByRole('textbox', { name: 'Aves mortas' });
    expect(dead).toHaveValue('50000');
    expect(dead).toHaveAccessibleDescription('Mais animais do que a divisão tem (12.000)');
    expect(within(form).getByRole('textbox', { name: 'Aves eliminadas' })).toHaveValue('1');

    await user.clear(dead);
    await user.type(dead, '5');
    await user.click(within(form).getByRole('button', { name: 'Enviar de novo' }));

    await waitFor(() => expect(form).not.toBeInTheDocument());
    // Kept before the day could be added to, it stays what it was typed as: the day's counts.
    expect(sent).toEqual([{ key: refused.id, body: { division: 31, date: '2026-11-20', amount_mortality: 5, amount_eliminated: 1, mode: 'replace', replaces: null } }]);
    const stored = await outboxDb.records.get(refused.id);
    expect(stored).toMatchObject({ state: 'sent', body: { amount_mortality: 5 } });
    expect(stored?.reason).toBeUndefined();
  });

  it('keeps the form open with the new reason when the correction is refused too, and the record stays refused', async () => {
    answer = () =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        requestId: 'req-1',
        message: 'Invalid request: date Cannot be later than now',
        fields: [{ field: 'date', location: 'body', message: 'Cannot be later than now', key: 'records.errors.future' }],
      });
    const { user } = renderWithProviders(<OutboxButton />);
    const form = await openCorrection(user);
    const dead = within(form).getByRole('textbox', { name: 'Aves mortas' });
    await user.clear(dead);
    await user.type(dead, '4');
    await user.click(within(form).getByRole('button', { name: 'Enviar de novo' }));

    await waitFor(() => expect(within(form).getByText('Não pode ser depois de agora')).toBeInTheDocument());
    expect(form).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(await outboxDb.records.get(refused.id)).toMatchObject({ state: 'refused', body: { amount_mortality: 4 }, reason: { status: 400 } });
  });
});
