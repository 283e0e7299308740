import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterShed } from '@plantel/contracts';
import { PRODUCTION_TYPE } from '@plantel/contracts';
import { LodgeDialog } from '@/features/farm-register/components/LodgeDialog';
import { ThinningDialog } from '@/features/performance/components/ThinningDialog';
import { outboxDb } from '@/lib/outbox/outboxDb';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';

const SHED: RegisterShed = {
  id: 12,
  identification: 'Aviário 12',
  name: 'Sítio Boa Vista - Aviário 12',
  core: '',
  property: { id: 3, name: 'Sítio Boa Vista' },
  producer: { id: 2, name: 'Paulo' },
  production_type: PRODUCTION_TYPE.broiler,
  lineage: 'Cobb 500',
  target_weight: null,
  capacity: 20_000,
  floor_area: null,
  ventilation: null,
  divisions: [{ id: 41, identification: 'Box 1', capacity: 20_000 }] as RegisterShed['divisions'],
  open_batch: null,
  last_closing: null,
  empty_days: null,
  archived_at: null,
};

let requests: string[] = [];

beforeEach(async () => {
  requests = [];
  await outboxDb.records.clear();
  useSessionStore.getState().login(demoLogin('tecnico'));
  // The barn without signal: the browser says so, and no request gets an answer.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    throw new TypeError('Failed to fetch');
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('records typed without signal wait on the phone, with what their form needs to reopen them', () => {
  it('a thinning', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ThinningDialog batchId={7} division={{ id: 31, identification: 'Box 1', current_lodge: 12_000 }} onClose={onClose} />);
    await user.type(await screen.findByRole('textbox', { name: /Animais retirados/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /Peso vivo total/ }), '1400');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [kept] = await outboxDb.records.toArray();
    expect(kept).toMatchObject({
      kind: 'thinning',
      method: 'POST',
      path: '/v2/batches/7/removals',
      state: 'waiting',
      username: 'tecnico',
      body: { division: 31, animals: 500, live_weight_kg: 1400 },
      reopen: { batchId: 7, division: { id: 31, identification: 'Box 1', current_lodge: 12_000 } },
    });
    expect(kept?.label).toContain('Box 1');
  });

  it('a lodging, which closes its form instead of opening a batch not yet made', async () => {
    const onClose = vi.fn();
    const onLodged = vi.fn();
    const { user } = renderWithProviders(<LodgeDialog shed={SHED} onClose={onClose} onLodged={onLodged} />);
    await user.type(await screen.findByRole('textbox', { name: /Identificação/ }), 'L-2026-12');
    await user.type(screen.getByRole('textbox', { name: /Box 1/ }), '18000');
    await user.click(screen.getByRole('button', { name: 'Alojar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onLodged).not.toHaveBeenCalled();
    const [kept] = await outboxDb.records.toArray();
    expect(kept).toMatchObject({
      kind: 'lodging',
      path: '/v2/batches',
      state: 'waiting',
      body: { shed: 12, identification: 'L-2026-12', divisions: [{ division: 41, animals: 18_000 }] },
      reopen: { shed: { id: 12, identification: 'Aviário 12' } },
    });
    expect(requests.filter((url) => url === '/api/v2/batches')).toEqual([]);
  });
});
