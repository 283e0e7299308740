import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { makeAlert } from '@/testing/alertFactory';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { AlertTable } from './AlertTable';

const leak = makeAlert({
  id: 9,
  type: 'Nutrição',
  subtype: 'water_leak',
  severity: 'critical',
  message_key: 'water_leak',
  message_params: { device: 'Entrada', value: 612, expected: 210, factor: 2.9 },
});
const heat = makeAlert();

afterEach(() => useSessionStore.getState().logout());

describe('AlertTable water warnings', () => {
  it('words a leak in the reader’s language and offers its chart only on water warnings', () => {
    useSessionStore.setState({ isGuest: false });
    const onShowChart = vi.fn();
    renderWithProviders(<AlertTable alerts={[heat, leak]} showShed onShowChart={onShowChart} />);
    const rows = screen.getAllByRole('row');
    const leakRow = rows.find((r) => within(r).queryByText(/Medidor de água \(Entrada\): 612 L na última hora, 2,9 vezes o esperado \(210 L\)/))!;
    expect(leakRow).toBeDefined();
    fireEvent.click(within(leakRow).getByRole('button', { name: 'Gráfico' }));
    expect(onShowChart).toHaveBeenCalledWith(leak);
    expect(screen.getAllByRole('button', { name: 'Gráfico' })).toHaveLength(1);
  });
});
