import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DevicesSection } from './DevicesSection';

/** The section on the devices page, at `address`; answers the router, to read where the list went. */
function renderSection(address = '/settings/devices') {
  const router = createMemoryRouter([{ path: '/settings/devices', element: <DevicesSection onKeyIssued={vi.fn()} /> }], { initialEntries: [address] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const shed = { id: 1, identification: 'Aviário 01', name: 'Sítio Boa Vista - Aviário 01', property_name: 'Sítio Boa Vista' };
const sensor: Device = {
  id: 641,
  identification: 'S0-A1',
  type: 'S0',
  shed,
  position: 'Box 1',
  last_seen_at: null,
  status: 'never',
  keys: [{ id: 9, prefix: 'plk_AbCdEf', label: 'S0-A1', device: 641, created_at: '2026-11-20T10:00:00.000Z', last_used_at: null, revoked_at: null }],
};
const meter: Device = { ...sensor, id: 642, identification: 'AGUA-1', type: 'water_meter', position: '', keys: [] };

/** The registry as the server holds it: a DELETE that succeeds takes the device out of the next list. */
let registry: Device[];
/** What the next DELETE /api/v2/devices/{id} answers. */
let retireAnswer: () => Response;
let deleted: string[];
let listed: string[];

beforeEach(() => {
  registry = [sensor, meter];
  deleted = [];
  listed = [];
  useSessionStore.getState().login(demoLogin('tecnico'));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.startsWith('/api/v2/devices?') && (init.method ?? 'GET') === 'GET') {
      listed.push(url);
      return json(200, { results: registry, count: registry.length });
    }
    const retired = /^\/api\/v2\/devices\/(\d+)$/.exec(url);
    if (retired && init.method === 'DELETE') {
      deleted.push(url);
      const answer = retireAnswer();
      if (answer.status === 204) registry = registry.filter((d) => d.id !== Number(retired[1]));
      return answer;
    }
    throw new Error(`unexpected ${init.method} ${url}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

const rowOf = (identification: string) => screen.getByRole('row', { name: new RegExp(identification) });

describe('DevicesSection retiring a device', () => {
  it('asks first, saying the readings are kept and the keys revoked; cancelling sends nothing', async () => {
    retireAnswer = () => new Response(null, { status: 204 });
    const { user } = renderSection();
    await screen.findByRole('table', { name: 'Dispositivos' });

    await user.click(within(rowOf('S0-A1')).getByRole('button', { name: 'Retirar S0-A1' }));
    const confirm = screen.getByRole('dialog', { name: 'Retirar S0-A1?' });
    expect(confirm).toHaveAccessibleDescription(
      'As chaves dele são revogadas na hora e o dispositivo sai do cadastro. As leituras que ele já enviou são mantidas nos painéis. Não é possível desfazer.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(rowOf('S0-A1')).getByRole('button', { name: 'Retirar S0-A1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Retirar S0-A1?' })).getByRole('button', { name: 'Retirar dispositivo' }));

    expect(await screen.findByText('Dispositivo S0-A1 retirado: as chaves foram revogadas e as leituras, mantidas.')).toBeInTheDocument();
    expect(deleted).toEqual(['/api/v2/devices/641']);
    // The list is read again: the device is gone from it.
    await waitFor(() => expect(screen.queryByRole('row', { name: /S0-A1/ })).not.toBeInTheDocument());
    expect(rowOf('AGUA-1')).toBeInTheDocument();
  });

  it("shows why the server refuses (a water meter with readings) and keeps the device", async () => {
    retireAnswer = () =>
      json(409, { statusCode: 409, error: 'Conflict', message: 'This water meter has stored readings, which would be deleted with it', requestId: 'r1' });
    const { user } = renderSection();
    await screen.findByRole('table', { name: 'Dispositivos' });

    await user.click(within(rowOf('AGUA-1')).getByRole('button', { name: 'Retirar AGUA-1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Retirar AGUA-1?' })).getByRole('button', { name: 'Retirar dispositivo' }));

    expect(await screen.findByText('Não retirado: este medidor de água tem leituras guardadas, que seriam apagadas com ele. Revogue as chaves dele para que pare de enviar.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('AGUA-1')).toBeInTheDocument();
  });
});

describe('DevicesSection filters', () => {
  it('come from the address and go back to it, the page starting over on a new filter', async () => {
    const { user, router } = renderSection('/settings/devices?type=water_meter&page=2&size=50');
    await screen.findByRole('table', { name: 'Dispositivos' });
    expect(Object.fromEntries(new URLSearchParams(listed.at(-1)!.split('?')[1]))).toEqual({ type: 'water_meter', limit: '50', offset: '50' });

    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(screen.getByRole('option', { name: 'Nunca enviou' }));
    // Back to the first page (left out of the address), the rest kept.
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ type: 'water_meter', status: 'never', size: '50' }));
    await waitFor(() => expect(listed.at(-1)).toContain('status=never'));
    expect(listed.at(-1)).toContain('offset=0');
  });
});
