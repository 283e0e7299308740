import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SENSITIVE_MASK } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeAlert } from '@/testing/alertFactory';
import { LatestAlerts } from './LatestAlerts';

// The message comes from the key and figures, not from the server's wording.
const alert = makeAlert({ message: 'not shown' });

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
    expect(screen.getByRole('link', { name: 'Box 1: temperatura de 31,5 °C acima da faixa ideal (22–25 °C)' })).toHaveAttribute('href', '/broiler/alerts/recent/dashboard/12');
    expect(screen.getByText(/Sítio Boa Vista/)).toBeInTheDocument();
    expect(screen.getByText(/João Batista Moreira/)).toBeInTheDocument();
    expect(screen.getByText(/há cerca de 2 horas|há 2 horas/)).toBeInTheDocument();
  });

  it('leaves an owner nobody typed out, with no empty part between separators', () => {
    useSessionStore.setState({ isGuest: false });
    renderWithProviders(
      <MemoryRouter>
        <LatestAlerts alerts={[{ ...alert, shed_property_owner: '' }]} linkTo={(a) => `/broiler/alerts/recent/dashboard/${a.shed}`} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Sítio Boa Vista/).closest('p')!.textContent).not.toMatch(/·\s*·/);
  });

  it('shows the names the server masked for a guest as hidden', () => {
    useSessionStore.setState({ isGuest: true });
    renderWithProviders(
      <MemoryRouter>
        <LatestAlerts alerts={[{ ...alert, shed_property_name: SENSITIVE_MASK, shed_property_owner: SENSITIVE_MASK }]} linkTo={(a) => `/broiler/alerts/recent/dashboard/${a.shed}`} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Sítio Boa Vista/)).not.toBeInTheDocument();
    expect(screen.queryByText(/João Batista Moreira/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'oculto' })).toHaveLength(2);
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
