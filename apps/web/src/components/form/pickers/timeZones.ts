/**
 * The time zones a company can pick, in friendly words: "São Paulo (GMT−03:00)", grouped by region,
 * the company's own region first. Offsets cost one Intl formatter per zone (≈0.6 ms each), so each
 * zone's label is worked out once per page load and kept, never on a render.
 */

export const TIME_ZONE_REGIONS = [
  'southAmerica',
  'america',
  'europe',
  'africa',
  'asia',
  'atlantic',
  'pacific',
  'indian',
  'australia',
  'antarctica',
  'other',
] as const;
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number];

/** South America's zones (tzdata zone1970 for AR BO BR CL CO EC FK GF GS GY PE PY SR UY VE): America/* alone would mix in the north. */
const SOUTH_AMERICA = new Set([
  'America/Araguaina', 'America/Argentina/Buenos_Aires', 'America/Argentina/Catamarca', 'America/Argentina/Cordoba',
  'America/Argentina/Jujuy', 'America/Argentina/La_Rioja', 'America/Argentina/Mendoza', 'America/Argentina/Rio_Gallegos',
  'America/Argentina/Salta', 'America/Argentina/San_Juan', 'America/Argentina/San_Luis', 'America/Argentina/Tucuman',
  'America/Argentina/Ushuaia', 'America/Asuncion', 'America/Bahia', 'America/Belem', 'America/Boa_Vista', 'America/Bogota',
  'America/Buenos_Aires', 'America/Campo_Grande', 'America/Caracas', 'America/Cayenne', 'America/Cordoba', 'America/Cuiaba',
  'America/Eirunepe', 'America/Fortaleza', 'America/Guayaquil', 'America/Guyana', 'America/La_Paz', 'America/Lima',
  'America/Maceio', 'America/Manaus', 'America/Montevideo', 'America/Noronha', 'America/Paramaribo', 'America/Porto_Velho',
  'America/Punta_Arenas', 'America/Recife', 'America/Rio_Branco', 'America/Santarem', 'America/Santiago', 'America/Sao_Paulo',
  'Atlantic/South_Georgia', 'Atlantic/Stanley', 'Pacific/Easter', 'Pacific/Galapagos',
]);

/** Cities the zone ids write without their accents. */
const ACCENTED: Record<string, string> = {
  Araguaina: 'Araguaína', Asuncion: 'Asunción', Belem: 'Belém', Bogota: 'Bogotá', Cordoba: 'Córdoba', Cuiaba: 'Cuiabá',
  Eirunepe: 'Eirunepé', Maceio: 'Maceió', Santarem: 'Santarém', Sao_Paulo: 'São Paulo', Tucuman: 'Tucumán',
  Galapagos: 'Galápagos', Mexico_City: 'Ciudad de México', Merida: 'Mérida', Reykjavik: 'Reykjavík',
};

const PREFIX_REGION: Record<string, TimeZoneRegion> = {
  America: 'america', Europe: 'europe', Africa: 'africa', Asia: 'asia', Atlantic: 'atlantic', Pacific: 'pacific',
  Indian: 'indian', Australia: 'australia', Antarctica: 'antarctica',
};

export function regionOf(zone: string): TimeZoneRegion {
  if (SOUTH_AMERICA.has(zone)) return 'southAmerica';
  return PREFIX_REGION[zone.split('/')[0]!] ?? 'other';
}

/** The place a zone is named after: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function cityOf(zone: string): string {
  const last = zone.slice(zone.lastIndexOf('/') + 1);
  return ACCENTED[last] ?? last.replaceAll('_', ' ');
}

const offsets = new Map<string, string>();

/** "GMT−03:00" now (a true minus sign); "" for a name the runtime does not know. */
export function offsetOf(zone: string): string {
  let offset = offsets.get(zone);
  if (offset === undefined) {
    try {
      const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
      const value = part?.value ?? '';
      offset = value === 'GMT' ? 'GMT+00:00' : value.replace('-', '−');
    } catch {
      offset = '';
    }
    offsets.set(zone, offset);
  }
  return offset;
}

/** "São Paulo (GMT−03:00)". */
export function timeZoneLabel(zone: string): string {
  const offset = offsetOf(zone);
  return offset ? `${cityOf(zone)} (${offset})` : cityOf(zone);
}

/** Lower case without accents, so "sao" and "paulo" find "São Paulo". */
export const searchable = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const ordered = new Map<string, readonly string[]>();

/**
 * Every zone the runtime knows (plus `current` if it does not), the region of `current` first, then
 * the others in a fixed order; by city within a region. Kept per region: the order costs no offsets.
 */
export function timeZoneOptions(current: string): readonly string[] {
  const first = regionOf(current);
  const key = `${first}|${current}`;
  let options = ordered.get(key);
  if (!options) {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    const zones = known.includes(current) ? known : [current, ...known];
    const rank = (zone: string) => {
      const region = regionOf(zone);
      return region === first ? -1 : TIME_ZONE_REGIONS.indexOf(region);
    };
    options = [...zones].sort((a, b) => rank(a) - rank(b) || cityOf(a).localeCompare(cityOf(b)) || a.localeCompare(b));
    ordered.set(key, options);
  }
  return options;
}
