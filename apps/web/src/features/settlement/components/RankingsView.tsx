import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildRankingDistributionOption } from '@plantel/charts';
import { DECIMALS, RANKING_FIGURES, type RankingsQuery, type RankingsResponse, rankingsFilterFormSchema } from '@plantel/contracts';
import { CompanyPeriodFields } from '@/components/form/CompanyMomentField';
import { SelectField } from '@/components/form/SelectField';
import { useLiveFilter } from '@/components/form/useLiveFilter';
import { RecordCards } from '@/components/ui/RecordCards';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { batchStatementPath } from '@/config/routes/coreRoutes';
import { useCompanyCalendar, useCompanyToday } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { daysBefore } from '@/lib/period';
import { usePhone } from '@/lib/usePhone';
import { useSessionStore } from '@/stores/session';
import { useContracts } from '../api/contractsApi';
import { rankingsFilePath, useRankings } from '../api/rankingsApi';
import { DownloadButtons } from './DownloadButtons';

const EChart = lazy(() => import('@/components/charts/EChart').then((m) => ({ default: m.EChart })));

type Figure = RankingsQuery['figure'];
type Ranked = RankingsResponse['batches'][number];

/** Decimals each figure is shown with; cost and pay per kg are money (cents). */
const FIGURE_FORMAT: Record<Figure, { decimals: number; money: boolean }> = {
  epef: { decimals: DECIMALS.statementProductionEfficiency, money: false },
  adjusted_fcr: { decimals: DECIMALS.fcr, money: false },
  viability: { decimals: 2, money: false },
  cost_per_kg: { decimals: 2, money: true },
  pay_per_kg: { decimals: 2, money: true },
};

/** Producers compared: a period, a contract and a figure give the closed batches ranked and their distribution. */
export function RankingsView() {
  const { t } = useTranslation();
  const { ready } = useCompanyCalendar();
  const today = useCompanyToday();
  // The period ends on the company's today: the filter waits for its calendar.
  if (!ready) return <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  return <Rankings today={today} />;
}

function Rankings({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  const schema = useMemo(() => rankingsFilterFormSchema(today), [today]);
  const { form, applied, valid } = useLiveFilter(schema, { start: daysBefore(today, 90), end: today, contractId: null, figure: 'epef' });
  const contracts = useContracts(staff);
  const contractName = new Map((contracts.data?.results ?? []).map((c) => [c.id, c.name]));
  const query: RankingsQuery | null = valid ? { from: applied.start, to: applied.end, figure: applied.figure, ...(applied.contractId ? { contractId: applied.contractId } : {}) } : null;
  const rankings = useRankings(query);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Paper variant="outlined" component="form" aria-label={t('settlement.rankings.filters')} sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, minWidth: 0 }} onSubmit={(e) => e.preventDefault()}>
        <CompanyPeriodFields control={form.control} today={today} size="medium" />
        {staff ? (
          <SelectField
            control={form.control}
            name="contractId"
            label={t('settlement.rankings.contract')}
            none={t('settlement.rankings.anyContract')}
            options={[...contractName.keys()]}
            optionLabel={(id) => contractName.get(id) ?? String(id)}
          />
        ) : null}
        <SelectField control={form.control} name="figure" label={t('settlement.rankings.figure')} options={RANKING_FIGURES} optionLabel={(f) => t(`settlement.rankings.figures.${f}`)} />
      </Paper>
      {query ? <DownloadButtons files={[{ label: t('settlement.rankings.exportXlsx'), path: rankingsFilePath(query, currentLanguage(i18n.language)), fallbackName: `rankings-${query.from}-${query.to}.xlsx` }]} /> : null}
      {rankings.isPending ? (
        query ? <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} /> : null
      ) : rankings.isError ? (
        <RetryAlert message={t('settlement.rankings.loadFailed')} onRetry={() => void rankings.refetch()} />
      ) : (
        <RankingResult answer={rankings.data} />
      )}
    </Box>
  );
}

function RankingResult({ answer }: { answer: RankingsResponse }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const phone = usePhone();
  const { decimals, money } = FIGURE_FORMAT[answer.figure];
  const value = (v: number | null) => (money ? format.money(v, decimals) : format.number(v, decimals));
  const place = (b: Ranked) => (b.rank === null ? '—' : t('settlement.rankings.placeOf', { rank: b.rank, count: answer.ranked }));
  const batchCell = (b: Ranked) => (b.batch_id !== null ? <RouterLink to={batchStatementPath(b.batch_id)}>{b.batch ?? b.batch_id}</RouterLink> : '—');
  const figureName = t(`settlement.rankings.figures.${answer.figure}`);
  if (answer.batches.length === 0) return <Alert severity="info">{t('settlement.rankings.none')}</Alert>;
  const rows = answer.batches;
  const ownValues = answer.own.flatMap((b) => (b.value === null ? [] : [b.value]));

  return (
    <>
      <Typography color="text.secondary">
        {t(`settlement.rankings.better.${answer.better}`, { figure: figureName })}
      </Typography>
      {answer.masked ? (
        <Paper component="section" variant="outlined" aria-labelledby="rankings-own" sx={{ p: 2, minWidth: 0 }}>
          <Typography id="rankings-own" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('settlement.rankings.yourBatches')}
          </Typography>
          {answer.own.length === 0 ? (
            <Typography color="text.secondary">{t('settlement.rankings.noOwn')}</Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="own-batches">
              {answer.own.map((b) => (
                <li key={`${b.batch_id}-${b.closed_on}`}>
                  {t('settlement.rankings.ownLine', { batch: b.batch ?? '—', day: format.dateTime(b.closed_on, 'P'), value: value(b.value), place: place(b) })}
                </li>
              ))}
            </Box>
          )}
        </Paper>
      ) : null}
      {answer.distribution ? (
        <Paper component="section" variant="outlined" aria-labelledby="rankings-distribution" sx={{ p: 2, minWidth: 0 }}>
          <Typography id="rankings-distribution" component="h2" variant="h6">
            {t('settlement.rankings.distribution')}
          </Typography>
          <Typography color="text.secondary" data-testid="distribution-summary">
            {t('settlement.rankings.summary', {
              count: answer.distribution.count,
              min: value(answer.distribution.min),
              median: value(answer.distribution.median),
              max: value(answer.distribution.max),
              mean: value(answer.distribution.mean),
            })}
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
            <EChart
              label={t('settlement.rankings.chartLabel', { figure: figureName })}
              option={buildRankingDistributionOption(answer.distribution.bins, ownValues, {
                batches: t('settlement.rankings.batches'),
                figure: figureName,
                // The bins' edges in the figure's own unit (money as reais, without the symbol).
                number: (v) => format.number(money ? v / 100 : v, decimals),
              })}
            />
          </Suspense>
        </Paper>
      ) : null}
      <Paper component="section" variant="outlined" aria-labelledby="rankings-table" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="rankings-table" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('settlement.rankings.ranked', { figure: figureName })}
        </Typography>
        {phone ? (
          <RecordCards
            label={t('settlement.rankings.ranked', { figure: figureName })}
            cards={rows.map((b, i) => ({
              key: `${i}-${b.batch_id}`,
              title: `${b.rank ?? '—'}. ${b.producer}`,
              fields: [
                { label: t('settlement.rankings.batch'), value: batchCell(b) },
                { label: t('settlement.rankings.closedOn'), value: format.dateTime(b.closed_on, 'P') },
                { label: figureName, value: value(b.value) },
              ],
            }))}
          />
        ) : (
          <Table size="small" aria-label={t('settlement.rankings.ranked', { figure: figureName })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('settlement.rankings.place')}</TableCell>
                <TableCell>{t('settlement.rankings.producer')}</TableCell>
                <TableCell>{t('settlement.rankings.batch')}</TableCell>
                <TableCell>{t('settlement.rankings.closedOn')}</TableCell>
                <TableCell align="right">{figureName}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((b, i) => (
                <TableRow key={`${i}-${b.batch_id}`} selected={answer.masked && b.batch_id !== null}>
                  <TableCell>{b.rank ?? '—'}</TableCell>
                  <TableCell>{b.producer}</TableCell>
                  <TableCell>{batchCell(b)}</TableCell>
                  <TableCell>{format.dateTime(b.closed_on, 'P')}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {value(b.value)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </>
  );
}
