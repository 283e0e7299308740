import type { ImportReason, ImportSheet } from '@plantel/contracts';
import type { HealthProductRow } from '../../repositories/health-book.repository';
import { dayText } from '../../shared/wall-time';
import { normalName } from './parse-xlsx';
import type { ParsedImport } from './read-fields';
import type { Refusal } from './source';

/** What an import needs of a product of the catalogue. */
export type ImportProduct = Pick<HealthProductRow, 'id' | 'name' | 'kind' | 'routes' | 'poultryMeatDays' | 'poultryEggDays' | 'swineMeatDays'>;

/** What the health book's rules know beyond the file. */
export interface HealthRuleContext {
  /** Whether the importer's roles grant Sanidade in the shed: without it, the health book's rows are refused. */
  healthAllowed: boolean;
  swine: boolean;
  /** Whether the shed's flocks lay (breeders, laying hens). */
  laying: boolean;
  /** The company's health catalogue, by name as `normalName` compares it. */
  products: ReadonlyMap<string, ImportProduct>;
}

/** A row's divisions checked against the batch's (each known, once); none named answers all of them. */
export type DivisionsCheck = (sheet: ImportSheet, row: number, names: readonly string[] | undefined) => string[];

/** The checks of a day or a moment against the batch, as the other sheets take them. */
export interface TimeFits {
  today: string;
  day: (sheet: ImportSheet, row: number, field: string, date: string) => boolean;
  /** `notAhead`: not in the future either (a treatment's last dose may lie ahead: one under way). */
  moment: (sheet: ImportSheet, row: number, field: string, iso: string, notAhead: boolean) => void;
}

/** The catalogue's product of this name, for the batch's species: as `POST /v2/batches/{id}/treatments` checks it. */
export const productNamed = (ctx: Pick<HealthRuleContext, 'products'>, name: string) => ctx.products.get(normalName(name));

/**
 * The health book's sheets, with the rules of its own routes: the importer's roles grant Sanidade; a product of the catalogue, for the
 * flock's species and given by the route named; a treatment takes no vaccine, and an antimicrobial
 * its quantity; a product not allowed in lay is refused for a flock that lays; the last dose not
 * before the first; a vaccination takes a vaccine; a sample's result has its outcome and day together,
 * not before the sample and not after today, and a serovar only when positive.
 */
export function healthRules(p: ParsedImport, ctx: HealthRuleContext, divisionsOf: DivisionsCheck, fits: TimeFits): Refusal[] {
  const refusals: Refusal[] = [];
  const refuse = (sheet: ImportSheet, row: number, field: string, reason: ImportReason, params?: Refusal['params']) =>
    refusals.push({ sheet, sheetName: p.names[sheet], row, field, reason, params });

  const productOf = (sheet: ImportSheet, row: number, name: string | undefined, route: string | undefined): ImportProduct | null => {
    if (name === undefined) return null;
    const product = productNamed(ctx, name);
    if (!product) return refuse(sheet, row, 'product', 'unknown_product', { product: name }), null;
    if ((ctx.swine ? product.swineMeatDays : product.poultryMeatDays) === null) {
      return refuse(sheet, row, 'product', ctx.swine ? 'product_not_for_swine' : 'product_not_for_poultry'), null;
    }
    if (route !== undefined && !product.routes.includes(route as never)) refuse(sheet, row, 'route', 'route_of_product');
    return product;
  };

  if (!ctx.healthAllowed) {
    for (const sheet of ['treatments', 'vaccinations', 'samples'] as const) if (p[sheet].length > 0) refuse(sheet, p[sheet][0]!.row, '', 'health_not_permitted');
    return refusals;
  }

  for (const { row, value } of p.treatments) {
    divisionsOf('treatments', row, value.division_names);
    const product = productOf('treatments', row, value.product, value.route);
    if (product?.kind === 'vaccine') refuse('treatments', row, 'product', 'vaccine_as_treatment');
    else if (product) {
      if (!ctx.swine && ctx.laying && product.poultryEggDays === null) refuse('treatments', row, 'product', 'not_allowed_in_lay');
      if (product.kind === 'antimicrobial' && value.quantity === undefined) refuse('treatments', row, 'quantity', 'quantity_required');
    }
    if (value.started_at !== undefined) fits.moment('treatments', row, 'started_at', value.started_at, true);
    if (value.ended_at === undefined) continue;
    if (value.started_at !== undefined && Date.parse(value.ended_at) < Date.parse(value.started_at)) refuse('treatments', row, 'ended_at', 'end_before_start');
    else fits.moment('treatments', row, 'ended_at', value.ended_at, false);
  }

  for (const { row, value } of p.vaccinations) {
    divisionsOf('vaccinations', row, value.division_names);
    const product = productOf('vaccinations', row, value.product, value.route);
    if (product && product.kind !== 'vaccine') refuse('vaccinations', row, 'product', 'not_a_vaccine');
    if (value.given_on !== undefined) fits.day('vaccinations', row, 'given_on', value.given_on);
  }

  for (const { row, value } of p.samples) {
    divisionsOf('samples', row, value.division_names);
    if (value.taken_on !== undefined) fits.day('samples', row, 'taken_on', value.taken_on);
    const { outcome, result_on: resultOn } = value;
    if (outcome !== undefined && resultOn === undefined) refuse('samples', row, 'result_on', 'result_incomplete');
    if (outcome === undefined && resultOn !== undefined) refuse('samples', row, 'outcome', 'result_incomplete');
    if (value.serovar !== undefined && outcome !== 'positive') refuse('samples', row, 'serovar', 'serovar_of_positive');
    if (resultOn === undefined) continue;
    if (value.taken_on !== undefined && resultOn < value.taken_on) refuse('samples', row, 'result_on', 'result_before_sample', { taken: dayText(value.taken_on) });
    else if (resultOn > fits.today) refuse('samples', row, 'result_on', 'day_in_future', { today: dayText(fits.today) });
  }
  return refusals;
}
