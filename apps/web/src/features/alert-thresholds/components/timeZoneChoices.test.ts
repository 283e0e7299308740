import { describe, expect, it } from 'vitest';
import { regionName, timeZoneChoices } from './timeZoneChoices';

const WINTER = new Date('2026-07-01T12:00:00Z');

describe('timeZoneChoices', () => {
  it("lists a Brazilian company's zones first, São Paulo's by city with its offset", () => {
    const choices = timeZoneChoices('America/Sao_Paulo', 'pt-BR', WINTER);
    const firstOther = choices.findIndex((c) => !c.inRegion);
    expect(choices.slice(0, firstOther).map((c) => c.zone)).toEqual(expect.arrayContaining(['America/Sao_Paulo', 'America/Manaus', 'America/Noronha']));
    expect(choices.slice(firstOther).some((c) => c.inRegion)).toBe(false);
    expect(choices.slice(firstOther).map((c) => c.zone)).toContain('America/New_York');
    const saoPaulo = choices.find((c) => c.zone === 'America/Sao_Paulo')!;
    expect(saoPaulo.label).toBe('Sao Paulo (GMT-03:00)');
    expect(saoPaulo.longName).toMatch(/Brasília/);
    expect(choices.find((c) => c.zone === 'America/Manaus')!.label).toBe('Manaus (GMT-04:00)');
  });

  it('puts the same continent first for a company outside Brazil, and names the region', () => {
    const choices = timeZoneChoices('Europe/Lisbon', 'en', WINTER);
    expect(choices[0]!.zone.startsWith('Europe/')).toBe(true);
    expect(choices.find((c) => c.zone === 'Europe/Lisbon')!.label).toBe('Lisbon (GMT+01:00)');
    expect(regionName('Europe/Lisbon', 'en')).toBe('Europe');
    expect(regionName('America/Cuiaba', 'es')).toBe('Brasil');
  });

  it('keeps a current zone the browser does not list', () => {
    expect(timeZoneChoices('Etc/Unknown_Zone', 'en', WINTER).map((c) => c.zone)).toContain('Etc/Unknown_Zone');
  });
});
