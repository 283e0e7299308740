import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { StaleSilosNotice } from './StaleSilosNotice';

const quiet = { id: 2, identification: 'Silo 2', last_reading_time: '2026-11-20T09:30:00.000Z', available_weight: 4_200 };

afterEach(async () => {
  await changeLanguage('pt-BR');
});

describe('StaleSilosNotice', () => {
  it('says which silo has not reported since when, its stock an estimate, in each language', async () => {
    const since = formatDateTime(quiet.last_reading_time);
    const expected: Record<'pt-BR' | 'en' | 'es', string> = {
      'pt-BR': `Estimativa: Silo 2 não envia leituras desde ${since}`,
      en: `Estimated: Silo 2 has not reported since ${since}`,
      es: `Estimación: Silo 2 no envía lecturas desde ${since}`,
    };
    for (const [language, text] of Object.entries(expected) as ['pt-BR' | 'en' | 'es', string][]) {
      await changeLanguage(language);
      const { unmount } = renderWithProviders(<StaleSilosNotice silos={[quiet]} />);
      expect(screen.getByRole('status')).toHaveTextContent(text);
      unmount();
    }
  });

  it('says nothing while every silo reports', () => {
    const { container } = renderWithProviders(<StaleSilosNotice silos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
