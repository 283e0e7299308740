import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_POLICY, type NotificationPolicy } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { NotificationPolicyEditor } from './NotificationPolicyEditor';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let sent: NotificationPolicy[] = [];

beforeEach(() => {
  sent = [];
  useSessionStore.getState().login(demoLogin('tecnico'));
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    if (init?.method !== 'PUT') return json(DEFAULT_NOTIFICATION_POLICY);
    const policy = JSON.parse(String(init.body)) as NotificationPolicy;
    sent.push(policy);
    return json(policy);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});


describe('the notification policy editor', () => {
  it('keeps an escalation step without people from being saved, then saves the chain with its people', async () => {
    const { user } = renderWithProviders(<NotificationPolicyEditor people={[{ id: 7, name: 'Ana' }, { id: 8, name: 'Bruno' }]} />);
    const critical = await screen.findByRole('group', { name: 'Crítico' });
    await user.click(within(critical).getByRole('button', { name: 'Adicionar etapa de escalonamento' }));
    const save = screen.getByRole('button', { name: 'Salvar política' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByText('Cada etapa precisa de ao menos uma pessoa, e cada etapa seguinte de uma espera maior.')).toBeInTheDocument();

    await user.click(within(critical).getByRole('combobox', { name: 'Pessoas' }));
    await user.click(screen.getByRole('option', { name: 'Bruno' }));
    await user.keyboard('{Escape}');
    const delay = within(critical).getByLabelText('Espera antes da primeira mensagem (min)');
    await user.clear(delay);
    await user.type(delay, '15');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Política salva.')).toBeInTheDocument();
    expect(sent).toEqual([{ ...DEFAULT_NOTIFICATION_POLICY, critical: { delay_minutes: 15, repeat_minutes: 0, escalation: [{ after_minutes: 0, user_ids: [8] }] } }]);
  });

  it('says under a step that its wait must be longer than the one before, and a wait past a day is refused', async () => {
    const { user } = renderWithProviders(<NotificationPolicyEditor people={[{ id: 7, name: 'Ana' }]} />);
    const critical = await screen.findByRole('group', { name: 'Crítico' });
    const add = within(critical).getByRole('button', { name: 'Adicionar etapa de escalonamento' });
    await user.click(add);
    await user.click(add);
    const [, second] = within(critical).getAllByLabelText('Após (min)');
    expect(second).toHaveValue(30);
    await user.clear(second!);
    await user.type(second!, '0');
    await user.tab();
    expect(await within(critical).findByText('A espera precisa ser maior que a da etapa anterior.')).toBeInTheDocument();

    const repeat = within(critical).getByLabelText('Repetir a cada (min)');
    await user.clear(repeat);
    await user.type(repeat, '1441');
    await user.tab();
    expect(await within(critical).findByText('Minutos inteiros, de 0 a 1.440.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
