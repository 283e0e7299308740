import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Device, ShedListItem } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { RegisterDeviceDialog } from './RegisterDeviceDialog';
import { shedListItemOf } from '@/testing/shedListItem';

const shedItem = (id: number, identification: string, stage: ShedListItem['stage']) =>
  ({ id, identification, name: `Sítio Boa Vista - ${identification}`, property_name: 'Sítio Boa Vista', stage }) as ShedListItem;

const SHEDS: Record<string, ShedListItem[]> = {
  lodged: [shedItem(1, 'Aviário 01', 'lodged')],
  pre_lodged: [],
  empty_batch: [shedItem(5, 'Aviário 05', 'empty_batch')],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the next POST or PATCH /api/v2/devices… answers. */
let answer: Response;
let posted: unknown[] = [];
let patched: [string, unknown][] = [];

beforeEach(() => {
  posted = [];
  patched = [];
  useSessionStore.getState().login(demoLogin('tecnico'));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const stage = /\/api\/v2\/sheds\/(\w+)\?/.exec(url)?.[1];
    // Sheds are listed with every field; the dialog reads a few, the schema checks them all.
    if (stage) return json(200, { results: SHEDS[stage]!.map(shedListItemOf), count: SHEDS[stage]!.length });
    if (url === '/api/v2/devices' && init.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return answer;
    }
    if (url.startsWith('/api/v2/devices/') && init.method === 'PATCH') {
      patched.push([url, JSON.parse(String(init.body))]);
      return answer;
    }
    throw new Error(`unexpected ${init.method} ${url}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], position: string) {
  const shed = await screen.findByRole('combobox', { name: /Galpão/ });
  await waitFor(() => expect(shed).toBeEnabled());
  await user.selectOptions(shed, 'Sítio Boa Vista – Aviário 01 (Alojado)');
  await user.selectOptions(screen.getByRole('combobox', { name: /Tipo/ }), 'Balança de silo');
  await user.type(screen.getByRole('textbox', { name: /Identificação/ }), '  SILO-77 ');
  await user.type(screen.getByRole('textbox', { name: 'Posição' }), position);
}

describe('RegisterDeviceDialog', () => {
  it('checks the fields with the contract before sending anything', async () => {
    const { user } = renderWithProviders(<RegisterDeviceDialog onClose={vi.fn()} onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cadastrar dispositivo' });
    expect(await within(dialog).findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(posted).toEqual([]);
  });

  it('sends the device and hands back the registered one; the position hint follows the type', async () => {
    const device = { id: 700, identification: 'SILO-77' } as Device;
    answer = json(201, { ...device, type: 'silo_scale', shed: { id: 1, identification: 'Aviário 01', name: 'x', property_name: 'Sítio Boa Vista' }, position: 'Silo 1', last_seen_at: null, status: 'never', keys: [] });
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<RegisterDeviceDialog onClose={vi.fn()} onSaved={onRegistered} />);
    expect(await screen.findByText('O box que ele mede, ex.: Box 1 (em branco: o único box do galpão).')).toBeInTheDocument();
    await fillIn(user, 'Silo 1');
    expect(screen.getByText('A identificação do silo, ex.: Silo 1 (em branco: o único silo do galpão).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(posted).toEqual([{ shed: 1, type: 'silo_scale', identification: 'SILO-77', position: 'Silo 1' }]);
    expect(onRegistered.mock.calls[0]![0]).toMatchObject({ id: 700, identification: 'SILO-77' });
  });

  it("shows the server's field errors on the fields, translated when they carry a key", async () => {
    answer = json(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request',
      requestId: 'r1',
      fields: [
        { field: 'shed', location: 'body', message: 'shed: is not a shed of your company' },
        { field: 'position', location: 'body', message: 'Required', key: 'validation.required' },
      ],
    });
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<RegisterDeviceDialog onClose={vi.fn()} onSaved={onRegistered} />);
    await fillIn(user, 'Silo 9');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: /Galpão/ })).toHaveAccessibleDescription('shed: is not a shed of your company'));
    expect(screen.getByRole('combobox', { name: /Galpão/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Posição' })).toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.getByRole('textbox', { name: 'Posição' })).toHaveAttribute('aria-invalid', 'true');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

const siloScale: Device = {
  id: 700,
  identification: 'SILO-77',
  type: 'silo_scale',
  shed: { id: 1, identification: 'Aviário 01', name: 'Sítio Boa Vista - Aviário 01', property_name: 'Sítio Boa Vista' },
  position: 'Silo 1',
  last_seen_at: null,
  status: 'never',
  keys: [],
};

describe('RegisterDeviceDialog editing a device', () => {
  it('starts from the device, keeps its type and identification, and sends only the new shed and position', async () => {
    const moved = { ...siloScale, shed: { id: 5, identification: 'Aviário 05', name: 'Sítio Boa Vista - Aviário 05', property_name: 'Sítio Boa Vista' }, position: 'Silo 2' };
    answer = json(200, moved);
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<RegisterDeviceDialog device={siloScale} onClose={vi.fn()} onSaved={onSaved} />);
    const dialog = screen.getByRole('dialog', { name: 'Editar dispositivo SILO-77' });

    const shed = within(dialog).getByRole('combobox', { name: /Galpão/ });
    await waitFor(() => expect(shed).toBeEnabled());
    expect(shed).toHaveValue('1');
    expect(within(shed).getByRole('option', { selected: true })).toHaveTextContent('Sítio Boa Vista – Aviário 01 (Alojado)');
    expect(within(dialog).getByRole('combobox', { name: /Tipo/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /Tipo/ })).toHaveValue('silo_scale');
    const identification = within(dialog).getByRole('textbox', { name: /Identificação/ });
    expect(identification).toHaveValue('SILO-77');
    expect(identification).toHaveAttribute('readonly');
    // The hint follows the device's type: a silo scale names its silo.
    expect(within(dialog).getByText('A identificação do silo, ex.: Silo 1 (em branco: o único silo do galpão).')).toBeInTheDocument();

    await user.selectOptions(shed, 'Sítio Boa Vista – Aviário 05 (Lote vazio)');
    const position = within(dialog).getByRole('textbox', { name: 'Posição' });
    expect(position).toHaveValue('Silo 1');
    await user.clear(position);
    await user.type(position, ' Silo 2 ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(patched).toEqual([['/api/v2/devices/700', { shed: 5, position: 'Silo 2' }]]);
    expect(posted).toEqual([]);
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ id: 700, shed: { id: 5 }, position: 'Silo 2' });
  });

  it("shows the server's refusal: a field's on the field, a conflict above the form, and stays open", async () => {
    answer = json(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request',
      requestId: 'r2',
      fields: [{ field: 'shed', location: 'body', message: 'shed: is not a shed of your company' }],
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<RegisterDeviceDialog device={siloScale} onClose={vi.fn()} onSaved={onSaved} />);
    const shed = screen.getByRole('combobox', { name: /Galpão/ });
    await waitFor(() => expect(shed).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(shed).toHaveAccessibleDescription('shed: is not a shed of your company'));
    expect(shed).toHaveAttribute('aria-invalid', 'true');

    answer = json(409, { statusCode: 409, error: 'Conflict', message: 'This water meter has stored readings', requestId: 'r3' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este medidor de água tem leituras guardadas, que contariam como a água do outro galpão.');
    expect(patched).toHaveLength(2);
    expect(patched[0]![1]).toEqual({ shed: 1, position: 'Silo 1' });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
