import type { Readable } from 'node:stream';
import type { AlertLanguage, RankingsQuery, RankingsResponse } from '@plantel/contracts';
import { fillPlaceholders } from '@plantel/contracts';
import { producerRankingView, rankClosedBatches, RANKING_ORDER, type ClosedBatchForRanking, type RankedBatch } from '@plantel/domain';
import type { Db } from '../../db/database';
import { findRankingRows } from '../../repositories/settlement-rankings.repository';
import type { Principal } from '../access/auth.service';
import { addDays, companyTimeZone } from '../common/calendar-days';
import { localDay } from '../../shared/wall-time';
import { ForbiddenError, InvalidFieldMessagesError } from '../common/errors';
import type { ExportColumns } from '../exports/export-columns';
import { fileSlug } from '../exports/export-file';
import { xlsxStream } from '../exports/xlsx-file';
import { farmScopeOf } from '../access/farm-scope';
import { STATEMENT_LABELS } from './statement-labels';

/**
 * `GET /api/v2/rankings`: the closed batches of the period ranked by a figure. Staff (and anyone
 * following the whole company) see every producer; a user following some producers sees those
 * producers' batches and his place among all, the others' names masked here, never sent; a guest nothing.
 */
/** The period asked for; without it, the last 12 months to the company's today. */
async function periodOf(db: Db, principal: Principal, query: RankingsQuery): Promise<{ from: string; to: string }> {
  const to = query.to ?? localDay(new Date(), await companyTimeZone(db, principal.companyId));
  const from = query.from ?? addDays(`${Number(to.slice(0, 4)) - 1}${to.slice(4, 8)}${to.slice(5) === '02-29' ? '28' : to.slice(8)}`, 1);
  if (from > to) throw new InvalidFieldMessagesError([{ field: 'to', message: `The period must end on or after its first day (${from})` }]);
  return { from, to };
}

export async function getRankings(db: Db, principal: Principal, asked: RankingsQuery, lang: AlertLanguage): Promise<RankingsResponse> {
  if (principal.isGuest) throw new ForbiddenError('A guest may not compare producers');
  const query = { ...asked, ...(await periodOf(db, principal, asked)) };
  // Every producer's batches are ranked, whoever asks: a producer's place is among all of them.
  const rows = await findRankingRows(db, { ...farmScopeOf(principal), producerIds: null }, query);
  const identification = new Map(rows.map((r) => [String(r.batchId), r.identification]));
  const batches: ClosedBatchForRanking[] = rows.map((r) => ({ batchId: String(r.batchId), producerId: String(r.producerId), producerName: r.producer, closedOn: r.slaughterDate, statement: r.statement }));
  const ranking = rankClosedBatches(batches, query.figure);
  const own = principal.producerIds?.map(String) ?? null;
  const view = own === null ? { ...ranking, own: [] } : producerRankingView(ranking, batches, own, (n) => fillPlaceholders(STATEMENT_LABELS[lang].rankings.masked, { n }));
  const dto = (b: RankedBatch) => ({
    batch_id: b.batchId === null ? null : Number(b.batchId),
    batch: b.batchId === null ? null : (identification.get(b.batchId) ?? null),
    producer_id: b.producerId === null ? null : Number(b.producerId),
    producer: b.producerName,
    closed_on: b.closedOn,
    value: b.value,
    rank: b.rank,
  });
  return {
    figure: view.figure,
    better: view.better,
    from: query.from,
    to: query.to,
    contract_id: query.contractId ?? null,
    ranked: view.ranked,
    masked: own !== null,
    batches: view.batches.map(dto),
    own: view.own.map(dto),
    distribution: view.distribution,
  };
}

type Row = RankingsResponse['batches'][number];
const MONEY_FIGURES = new Set(['cost_per_kg', 'pay_per_kg']);

/** `GET /api/v2/rankings.xlsx`: the same ranking as a workbook, what the caller may see of it. */
export async function rankingsWorkbook(db: Db, principal: Principal, query: RankingsQuery, lang: AlertLanguage): Promise<{ filename: string; body: Readable }> {
  const ranking = await getRankings(db, principal, query, lang);
  const l = STATEMENT_LABELS[lang].rankings;
  const money = MONEY_FIGURES.has(query.figure);
  const columns: ExportColumns<Row> = [
    { kind: 'number', title: l.rank, value: (r) => r.rank, decimals: 0 },
    { kind: 'text', title: l.producer, value: (r) => r.producer, width: 24 },
    { kind: 'text', title: l.batch, value: (r) => r.batch, width: 16 },
    { kind: 'date', title: l.closedOn, value: (r) => r.closed_on },
    // Cost and pay per kg in reais, to the hundredth of a cent.
    { kind: 'number', title: l.figures[query.figure], value: (r) => (r.value === null ? null : money ? r.value / 100 : r.value), decimals: money ? 4 : RANKING_ORDER[query.figure].decimals },
  ];
  const timeZone = await companyTimeZone(db, principal.companyId);
  const chunks = (async function* () {
    yield ranking.batches;
  })();
  const filename = `${fileSlug(`${l.sheet} ${l.figures[query.figure]} ${ranking.from} ${ranking.to}`)}.xlsx`;
  return { filename, body: xlsxStream(`${l.sheet} ${ranking.from} ${ranking.to}`, columns, chunks, timeZone) };
}
