import type { AlertLanguage, SanitaryBulletin } from '@plantel/contracts';
import type { Db } from '../../db/database';
import { findBulletinIdentity, findLossesByAge } from '../../repositories/health-book.repository';
import type { Principal } from '../access/auth.service';
import { companyTimeZone } from '../common/calendar-days';
import { localDay } from '../../shared/wall-time';
import type { healthBookOfRow } from './health-book.service';
import { readHealthBook } from './health-book.service';
import { renderPdf } from '../reports/pdf-printer';
import { sanitaryBulletinDocument } from './sanitary-bulletin-document';

/**
 * `GET /v2/batches/{id}/sanitary-bulletin`: the flock as the plant receives it with the lot
 * (docs/health-book.md, "The sanitary bulletin"): who and where, the mortality by week of life, every
 * treatment with its withdrawal's end, every vaccination and sample, the prescribing veterinarians and
 * the planned slaughter day. Read as the health book is (Sanidade; no guests).
 */
export async function sanitaryBulletin(db: Db, principal: Principal, batchId: number, now = new Date()): Promise<SanitaryBulletin> {
  return bulletinOfBook(db, await readHealthBook(db, principal, batchId, now));
}

/** The bulletin of a flock's book, however it was read. */
export async function bulletinOfBook(db: Db, { row, book, products }: Awaited<ReturnType<typeof healthBookOfRow>>): Promise<SanitaryBulletin> {
  const batchId = row.batch.id;
  const [identity, losses, zone] = await Promise.all([findBulletinIdentity(db, batchId), findLossesByAge(db, batchId), companyTimeZone(db, row.batch.companyId)]);
  const { batch } = row;
  const weeks = new Map<number, { week: number; dead: number; culled: number }>();
  for (const l of losses) {
    const week = Math.floor(l.age / 7) + 1;
    const w = weeks.get(week) ?? { week, dead: 0, culled: 0 };
    w.dead += l.dead;
    w.culled += l.culled;
    weeks.set(week, w);
  }
  const byWeek = [...weeks.values()].sort((a, b) => a.week - b.week);
  const dead = byWeek.reduce((n, w) => n + w.dead, 0);
  const culled = byWeek.reduce((n, w) => n + w.culled, 0);
  const prescribers = new Map<string, { name: string; registration: string }>();
  for (const t of [...book.treatments].reverse()) prescribers.set(`${t.prescriber.name}|${t.prescriber.registration}`.toLowerCase(), t.prescriber);
  return {
    company: identity!.company,
    producer: { name: identity!.producer, tax_id: identity!.taxId },
    property: { name: identity!.property, municipality: identity!.municipality, state: identity!.state },
    shed: identity!.shed,
    batch: { id: batch.id, identification: batch.identification, lineage: batch.lineage, lodged_on: localDay(batch.openingDate, zone), housed: batch.initialLodged },
    planned_slaughter_date: batch.targetDate,
    mortality: { by_week: byWeek, dead, culled, percent: batch.initialLodged > 0 ? ((dead + culled) / batch.initialLodged) * 100 : null },
    treatments: book.treatments.map((t) => ({
      product: t.product.name,
      active_ingredients: products.get(t.product.id)!.activeIngredients.map((i) => i.name),
      started_at: t.started_at,
      ended_at: t.ended_at,
      meat_withdrawal_ends_at: t.meat_withdrawal_ends_at,
      prescriber: t.prescriber,
      reason: t.reason,
    })),
    vaccinations: book.vaccinations.map((v) => ({ product: v.product.name, given_on: v.given_on, place: v.place, route: v.route, vaccine_batch: v.vaccine_batch })),
    samples: book.samples.map((s) => ({ kind: s.kind, taken_on: s.taken_on, laboratory: s.laboratory, sample_id: s.sample_id, status: s.status, serovar: s.serovar, result_on: s.result_on })),
    veterinarians: [...prescribers.values()],
    open_withdrawal: book.open_withdrawal,
    time_zone: zone,
  };
}

/** The bulletin as a PDF in the reader's language. */
export async function sanitaryBulletinPdf(db: Db, principal: Principal, batchId: number, lang: AlertLanguage, now = new Date()): Promise<Buffer> {
  return renderPdf(sanitaryBulletinDocument(await sanitaryBulletin(db, principal, batchId, now), lang, now));
}
