import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_THRESHOLDS } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { WeighingDialog } from './WeighingDialog';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('the weighing dialog', () => {
  it('names the token that is not a weight, then the weight the server finds implausible for the age', async () => {
    useSessionStore.getState().login(demoLogin('produtor'));
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (String(url).includes('/alerts/thresholds')) return json(200, DEFAULT_ALERT_THRESHOLDS);
      sent.push(JSON.parse(String(init.body)));
      return json(400, { statusCode: 400, error: 'Bad Request', message: 'implausible', fields: [{ field: 'samples.1', location: 'body', message: 'not plausible' }] });
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<WeighingDialog batchId={3} division={{ id: 7, identification: 'D1' }} askSex={false} onClose={onClose} />);
    const weights = await screen.findByLabelText('Pesos (g)', { exact: false });
    await user.type(weights, '1500 15x0');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('"15x0" não é um peso.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(weights);
    await user.type(weights, '1500 25');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('25 g está fora do esperado para a idade do lote.')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ division: 7, samples: [1500, 25] })]));
    expect(onClose).not.toHaveBeenCalled();
  });
});
