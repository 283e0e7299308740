import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_THRESHOLDS } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { CompanyClockProvider } from './CompanyClockProvider';
import { useFormatters } from './format';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

// 21:30 in São Paulo is 09:30 of the next day in Tokyo.
const MOMENT = '2026-03-10T00:30:00.000Z';

function Shown() {
  const format = useFormatters();
  return (
    <>
      <p>moment {format.dateTime(MOMENT)}</p>
      <p>day {format.dateTime('2026-03-10', 'dd/MM/yyyy')}</p>
    </>
  );
}

function renderIn(timeZone: string) {
  vi.stubGlobal('fetch', async (url: string) => {
    expect(url).toContain('/api/v2/alerts/thresholds');
    return json({ ...DEFAULT_ALERT_THRESHOLDS, time_zone: timeZone });
  });
  renderWithProviders(
    <CompanyClockProvider>
      <Shown />
    </CompanyClockProvider>,
  );
}

beforeEach(() => useSessionStore.getState().login(demoLogin('produtor')));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('CompanyClockProvider', () => {
  it("gives the formatters the company's time zone once its thresholds are in", async () => {
    renderIn('America/Sao_Paulo');
    expect(await screen.findByText('moment 09/03/2026 21:30')).toBeInTheDocument();
    expect(screen.getByText('day 10/03/2026')).toBeInTheDocument();
  });

  it('follows another company zone', async () => {
    renderIn('Asia/Tokyo');
    expect(await screen.findByText('moment 10/03/2026 09:30')).toBeInTheDocument();
    expect(screen.getByText('day 10/03/2026')).toBeInTheDocument();
  });
});
