import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { TimeZonePicker } from './TimeZonePicker';
import { regionOf, timeZoneOptions } from './timeZones';

function Picker({ initial }: { initial: string }) {
  const [zone, setZone] = useState(initial);
  return (
    <>
      <TimeZonePicker label="Fuso" value={zone} onChange={setZone} />
      <output>{zone}</output>
    </>
  );
}

afterEach(async () => {
  await changeLanguage('pt-BR');
});

describe('the time zone picker', () => {
  it('shows the zone by its city and offset', () => {
    renderWithProviders(<Picker initial="America/Sao_Paulo" />);
    expect(screen.getByRole('combobox', { name: 'Fuso' })).toHaveValue('São Paulo (GMT−03:00)');
  });

  it('finds São Paulo by part of its name, without the accent, and picks it', async () => {
    const { user } = renderWithProviders(<Picker initial="America/Manaus" />);
    const input = screen.getByRole('combobox', { name: 'Fuso' });
    // Focused, all selected, then typed: the list opens on what was typed, not on all 400 zones first.
    input.focus();
    await user.keyboard('{Control>}a{/Control}paulo');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['São Paulo (GMT−03:00)']);
    await user.keyboard('{Control>}a{/Control}sao pa');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'São Paulo (GMT−03:00)' }));
    expect(screen.getByRole('status')).toHaveTextContent('America/Sao_Paulo');
  });

  // These two open the whole list (about 420 zones), which happy-dom draws slowly on a busy machine.
  it("lists the company's region first: South America for a Brazilian zone", { timeout: 15_000 }, async () => {
    const { user } = renderWithProviders(<Picker initial="America/Sao_Paulo" />);
    await user.click(screen.getByRole('button', { name: 'Abrir a lista de fusos' }));
    const listbox = await screen.findByRole('listbox');
    const groups = within(listbox).getAllByRole('listitem');
    expect(groups[0]).toHaveTextContent(/^América do Sul/);
    const first = within(groups[0]!).getAllByRole('option').map((o) => o.textContent);
    expect(first).toContain('São Paulo (GMT−03:00)');
    expect(first).toContain('Buenos Aires (GMT−03:00)');
    expect(first).not.toContain('New York (GMT−05:00)');
    expect(first).not.toContain('New York (GMT−04:00)');
  });

  it('names the regions in the language of the page', { timeout: 15_000 }, async () => {
    await changeLanguage('es');
    const { user } = renderWithProviders(<Picker initial="Europe/Madrid" />);
    await user.click(screen.getByRole('button', { name: 'Abrir la lista de husos' }));
    const groups = within(await screen.findByRole('listbox')).getAllByRole('listitem');
    expect(groups[0]).toHaveTextContent(/^Europa/);
    expect(groups[1]).toHaveTextContent(/^Sudamérica/);
  });
});

describe('the time zone order', () => {
  it("puts the current zone's region first and keeps the rest in a fixed order", () => {
    const brazil = timeZoneOptions('America/Sao_Paulo');
    const southAmerican = brazil.findIndex((zone) => regionOf(zone) !== 'southAmerica');
    expect(southAmerican).toBeGreaterThan(30);
    expect(brazil.slice(southAmerican).every((zone) => regionOf(zone) !== 'southAmerica')).toBe(true);
    expect(regionOf(brazil[southAmerican]!)).toBe('america');
    expect(regionOf(timeZoneOptions('Asia/Tokyo')[0]!)).toBe('asia');
  });

  it('keeps a zone the runtime does not list', () => {
    const options = timeZoneOptions('Mars/Olympus');
    expect(options).toContain('Mars/Olympus');
    expect(regionOf(options[0]!)).toBe('other');
  });
});
