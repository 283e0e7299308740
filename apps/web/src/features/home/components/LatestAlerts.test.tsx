import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SENSITIVE_MASK } from '@/components/ui/Sensitive';
import { useSessionStore } from '@/stores/session';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { LatestAlerts } from './LatestAlerts';

const alert = {
  id: 7,
  module: 'frangos_de_corte' as const,
  type: 'Ambiência' as const,
  subtype: 'temperature_high',
  message: 'Temperatura acima da faixa ideal',
  timestamp: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  age: 27,
  shed: 12,
  shed_identification: 'Aviário 01',
  shed_core: 'Núcleo 1',
  shed_property_name: 'Sítio Boa Vista',
  shed_property_owner: 'João Batista Moreira',
  batch_identification: '2026-001',
};

function renderList() {
  return renderWithProviders(
    <MemoryRouter>
      <LatestAlerts alerts={[alert]} linkTo={(a) => `/broiler/alerts/recent/dashboard/${a.shed}`} />
    </MemoryRouter>,
  );
}

afterEach(() => useSessionStore.getState().logout());

describe('LatestAlerts', () => {
  it('shows a producer the property and owner, how long ago, and links to the shed', () => {
    useSessionStore.setState({ isGuest: false });
    renderList();
    expect(screen.getByRole('link', { name: alert.message })).toHaveAttribute('href', '/broiler/alerts/recent/dashboard/12');
    expect(screen.getByText(/Sítio Boa Vista/)).toBeInTheDocument();
    expect(screen.getByText(/João Batista Moreira/)).toBeInTheDocument();
    expect(screen.getByText(/há cerca de 2 horas|há 2 horas/)).toBeInTheDocument();
  });

  it('masks the property and owner names for a guest', () => {
    useSessionStore.setState({ isGuest: true });
    renderList();
    expect(screen.queryByText(/Sítio Boa Vista/)).not.toBeInTheDocument();
    expect(screen.queryByText(/João Batista Moreira/)).not.toBeInTheDocument();
    expect(screen.getAllByText(SENSITIVE_MASK)).toHaveLength(2);
    expect(screen.getByText(/Aviário 01/)).toBeInTheDocument();
  });

  it('says so when there are no recent alerts', () => {
    renderWithProviders(
      <MemoryRouter>
        <LatestAlerts alerts={[]} linkTo={() => '/'} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nenhum alerta nas últimas 24 horas.')).toBeInTheDocument();
  });
});
