import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildLayCurveOption } from '@plantel/charts';
import type { EggProduction, LayWeekFigures } from '@plantel/contracts';
import { EChart } from '@/components/charts/EChart';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { usePhone } from '@/lib/usePhone';
import { useSessionStore } from '@/stores/session';
import { useEggProduction } from '../api/eggs';
import { EggsDialog } from './EggsDialog';

/** A week's figures as the table and the list show them: label, value and its decimals. */
function useWeekColumns(breeders: boolean, standard: boolean) {
  const { t } = useTranslation();
  return [
    { key: 'henDay', label: t('eggs.week.henDay'), value: (w: LayWeekFigures) => w.hen_day_percent, decimals: 1, unit: ' %' },
    ...(standard
      ? [
          { key: 'standard', label: t('eggs.week.standard'), value: (w: LayWeekFigures) => w.standard_hen_day_percent, decimals: 1, unit: ' %' },
          { key: 'deviation', label: t('eggs.week.deviation'), value: (w: LayWeekFigures) => w.hen_day_deviation, decimals: 1, unit: '', signed: true },
        ]
      : []),
    ...(breeders ? [{ key: 'hatching', label: t('eggs.week.hatching'), value: (w: LayWeekFigures) => w.hatching_percent, decimals: 1, unit: ' %' }] : []),
    { key: 'eggWeight', label: t('eggs.week.eggWeight'), value: (w: LayWeekFigures) => w.mean_egg_weight, decimals: 1, unit: ' g' },
    { key: 'eggMass', label: t('eggs.week.eggMass'), value: (w: LayWeekFigures) => w.egg_mass, decimals: 1, unit: ' g' },
    { key: 'feedDozen', label: t('eggs.week.feedPerDozen'), value: (w: LayWeekFigures) => w.feed_per_dozen, decimals: 3, unit: ' kg' },
    { key: 'mortality', label: t('eggs.week.mortality'), value: (w: LayWeekFigures) => w.mortality_percent, decimals: 2, unit: ' %' },
  ];
}

/** The weeks of lay, latest first: a table, or on a phone a list of cards. */
function LayWeeks({ production }: { production: EggProduction }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const phone = usePhone();
  const columns = useWeekColumns(production.breeders, production.standard !== null);
  const weeks = [...production.weeks].reverse();
  const shown = (value: number | null, decimals: number, unit: string, signed = false) =>
    value === null ? NO_VALUE : `${signed && value > 0 ? '+' : ''}${format.number(value, decimals)}${unit}`;
  if (phone) {
    return (
      <List aria-label={t('eggs.weeksTitle')} disablePadding>
        {weeks.map((w) => (
          <ListItem key={w.week} divider sx={{ display: 'block', px: 0 }}>
            <Typography variant="subtitle2" component="h4">
              {t('eggs.week.label', { week: w.week })}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}>
              {columns.map((c) => (
                <Box key={c.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {c.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                    {shown(c.value(w), c.decimals, c.unit, 'signed' in c)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Table size="small" aria-label={t('eggs.weeksTitle')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('eggs.week.week')}</TableCell>
          {columns.map((c) => (
            <TableCell key={c.key} align="right">
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {weeks.map((w) => (
          <TableRow key={w.week}>
            <TableCell>{w.week}</TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {shown(c.value(w), c.decimals, c.unit, 'signed' in c)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The latest week at a glance: how much of it is recorded, against the breed standard when one is
 * loaded, and against the week before. The peak is of whole weeks only.
 */
function LayTiles({ production }: { production: EggProduction }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [latest, before] = [...production.weeks].reverse();
  const maybe = (value: number | null | undefined, decimals: number, unit = '') => (value === null || value === undefined ? NO_VALUE : `${format.number(value, decimals)}${unit}`);
  const change = latest?.hen_day_percent != null && before?.hen_day_percent != null ? latest.hen_day_percent - before.hen_day_percent : null;
  const signed = (points: number) => `${points > 0 ? '+' : ''}${format.number(points, 1)}`;
  const notes = [
    // A week in progress, or one of some boxes only, says so before anything is read from it.
    latest && !latest.complete ? t('eggs.tiles.partialWeek', { days: latest.days, recorded: latest.boxes_recorded, boxes: latest.boxes }) : null,
    latest?.hen_day_deviation != null ? t('eggs.tiles.againstStandard', { points: signed(latest.hen_day_deviation) }) : null,
    change === null ? null : t('eggs.tiles.againstWeekBefore', { points: signed(change) }),
  ].filter((n) => n !== null);
  return (
    <FigureTiles
      minWidth={140}
      figures={[
        {
          label: t('eggs.tiles.henDay', { week: latest?.week ?? NO_VALUE }),
          value: maybe(latest?.hen_day_percent, 1, ' %'),
          note: notes.length === 0 ? undefined : notes.join(' · '),
        },
        { label: t('eggs.tiles.perHenHoused'), value: maybe(latest?.eggs_per_hen_housed, 1) },
        ...(production.breeders ? [{ label: t('eggs.tiles.hatching'), value: maybe(latest?.hatching_percent, 1, ' %') }] : []),
        { label: t('eggs.tiles.eggWeight'), value: maybe(latest?.mean_egg_weight, 1, ' g') },
        {
          label: t('eggs.tiles.peak'),
          value: maybe(production.peak?.hen_day_percent, 1, ' %'),
          note: production.peak ? t('eggs.week.label', { week: production.peak.week }) : undefined,
        },
        ...(production.breeders ? [] : [{ label: t('eggs.tiles.weeksAt90'), value: format.number(production.weeks_at_90, 0) }]),
      ]}
    />
  );
}

/**
 * A flock in lay (breeders, laying hens): its eggs lead, as a producer reads them every morning. The
 * latest week against the breed standard and the week before, the lay curve by week of life, and the
 * weekly table. Without a standard for the flock's lineage, the panel says so.
 */
export function EggProductionPanel({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const guest = useSessionStore((s) => s.isGuest);
  const query = useEggProduction(batchId);
  const [divisionId, setDivisionId] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const production = query.data;
  const curve = useMemo(
    () =>
      production && production.weeks.length > 0
        ? buildLayCurveOption(
            production.weeks,
            { henDay: t('eggs.week.henDay'), hatching: t('eggs.week.hatching'), standard: t('eggs.standardSeries', { lineage: production.standard?.lineage ?? '' }), week: t('eggs.week.week'), percent: '%', number: (v) => format.number(v, 0) },
            { hatching: production.breeders },
          )
        : null,
    [production, t, format],
  );
  if (query.isError) return <RetryAlert message={t('eggs.loadFailed')} onRetry={() => void query.refetch()} />;
  if (!production) return <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />;
  const division = production.divisions.find((d) => d.id === divisionId) ?? production.divisions[0];

  return (
    <Paper component="section" variant="outlined" aria-labelledby="egg-production-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id="egg-production-title" variant="h6" component="h2">
          {t('eggs.title')}
        </Typography>
        {!guest && division ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {production.divisions.length > 1 ? (
              <TextField select size="small" label={t('eggs.division')} value={division.id} onChange={(e) => setDivisionId(Number(e.target.value))} sx={{ minWidth: 120 }}>
                {production.divisions.map((d) => (
                  <MenuItem key={d.id} value={d.id}>
                    {d.identification}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Button variant="contained" onClick={() => setOpen(true)} sx={{ minHeight: 48 }}>
              {t('eggs.record')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {production.egg_withdrawals.map((w) => (
        <Alert key={`${w.product}:${w.from}`} severity="warning">
          {t('eggs.withheld', { product: w.product, first: format.dateTime(`${w.first_day}T12:00:00`, 'P'), last: format.dateTime(`${w.last_day}T12:00:00`, 'P'), end: format.dateTime(w.to, 'Pp'), count: w.eggs, eggs: format.number(w.eggs, 0) })}
        </Alert>
      ))}
      {production.standard ? (
        <Typography variant="body2" color="text.secondary">
          {t('eggs.comparedWith', { lineage: production.standard.lineage })}
        </Typography>
      ) : (
        <Alert severity="info">{t('eggs.noStandard')}</Alert>
      )}
      {production.weeks.length === 0 ? (
        <Typography color="text.secondary">{t('eggs.none')}</Typography>
      ) : (
        <>
          <LayTiles production={production} />
          <EChart option={curve!} label={t('eggs.curve')} />
          <Typography variant="subtitle1" component="h3">
            {t('eggs.weeksTitle')}
          </Typography>
          <LayWeeks production={production} />
        </>
      )}
      {open && division ? <EggsDialog batchId={batchId} division={division} breeders={production.breeders} onClose={() => setOpen(false)} /> : null}
    </Paper>
  );
}
