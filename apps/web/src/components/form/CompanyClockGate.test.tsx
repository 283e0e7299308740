import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_THRESHOLDS } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { CompanyClockGate } from './CompanyClockGate';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => useSessionStore.getState().login(demoLogin('produtor')));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('CompanyClockGate', () => {
  it("holds the dialog back until the company's time zone is in, then gives it", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', (url: string) => {
      expect(url).toContain('/api/v2/alerts/thresholds');
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const opened = vi.fn((timeZone: string | undefined) => <p>form in {timeZone}</p>);
    renderWithProviders(<CompanyClockGate onClose={() => {}}>{opened}</CompanyClockGate>);

    expect(await screen.findByLabelText('Carregando…')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();

    answer(json({ ...DEFAULT_ALERT_THRESHOLDS, time_zone: 'Asia/Tokyo' }));
    expect(await screen.findByText('form in Asia/Tokyo')).toBeInTheDocument();
    expect(opened.mock.calls.every(([timeZone]) => timeZone === 'Asia/Tokyo')).toBe(true);
  });

  it('opens the dialog on the browser’s clock when the thresholds cannot be had', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"detail":"down"}', { status: 503, headers: { 'content-type': 'application/json' } }));
    renderWithProviders(<CompanyClockGate onClose={() => {}}>{(timeZone) => <p>form in {timeZone ?? 'the browser’s zone'}</p>}</CompanyClockGate>);
    expect(await screen.findByText('form in the browser’s zone')).toBeInTheDocument();
  });
});
