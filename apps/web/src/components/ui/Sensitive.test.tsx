import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SENSITIVE_MASK } from '@plantel/contracts';
import { Sensitive } from './Sensitive';

describe('Sensitive', () => {
  it('shows the names the server sent', () => {
    renderWithProviders(
      <p>
        <Sensitive>Granja Boa Vista</Sensitive>
      </p>,
    );
    expect(screen.getByText('Granja Boa Vista')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'oculto' })).not.toBeInTheDocument();
  });

  it('shows a name the server masked as the mask, announced as hidden', () => {
    const { container } = renderWithProviders(
      <p>
        <Sensitive>{SENSITIVE_MASK}</Sensitive>
      </p>,
    );
    expect(container).toHaveTextContent(SENSITIVE_MASK);
    expect(screen.getByRole('img', { name: 'oculto' })).toHaveTextContent(SENSITIVE_MASK);
  });
});
