/** Brazil's IANA zones: Plantel's farms are mostly there, and Intl has no zone → country table. */
const BRAZIL_ZONES: ReadonlySet<string> = new Set([
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Araguaina',
  'America/Belem',
  'America/Santarem',
  'America/Manaus',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Eirunepe',
  'America/Noronha',
]);

export interface TimeZoneChoice {
  zone: string;
  /** "Sao Paulo (GMT-03:00)": the zone's city and its offset now. */
  label: string;
  /** The zone's name in the user's language ("Horário Padrão de Brasília"), to search by too. */
  longName: string;
  /** In the company's region, listed first. */
  inRegion: boolean;
}

const city = (zone: string) => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');

function zoneName(zone: string, language: string, style: 'longOffset' | 'long', at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** The zones of the company's region: Brazil's for a Brazilian zone, else those of the same continent. */
function inRegionOf(current: string): (zone: string) => boolean {
  if (BRAZIL_ZONES.has(current)) return (zone) => BRAZIL_ZONES.has(zone);
  const continent = current.split('/')[0];
  return (zone) => zone.split('/')[0] === continent;
}

/**
 * Every IANA zone the browser knows (the current one too, even if it does not), named by city and
 * offset in the user's language, the company's region first and each group by city.
 */
export function timeZoneChoices(current: string, language: string, at = new Date()): TimeZoneChoice[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.includes(current) ? known : [current, ...known];
  const inRegion = inRegionOf(current);
  return zones
    .map((zone) => ({
      zone,
      label: `${city(zone)} (${zoneName(zone, language, 'longOffset', at) || zone})`,
      longName: zoneName(zone, language, 'long', at),
      inRegion: inRegion(zone),
    }))
    .sort((a, b) => Number(b.inRegion) - Number(a.inRegion) || a.label.localeCompare(b.label, language));
}

/** The region's name for the group heading: "Brasil" for a Brazilian zone, else the continent. */
export function regionName(current: string, language: string): string {
  if (BRAZIL_ZONES.has(current)) return new Intl.DisplayNames(language, { type: 'region' }).of('BR') ?? 'BR';
  return (current.split('/')[0] ?? current).replaceAll('_', ' ');
}
