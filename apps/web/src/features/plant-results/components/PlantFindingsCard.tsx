import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ForecastAccuracy, SlaughterResults } from '@plantel/contracts';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { PanelSection } from '@/components/ui/PanelSection';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { useForecastAccuracy, useSlaughterResults } from '../api/plantResults';

/**
 * What the plant found in the flock (docs/plant-loop.md), once its results are in: the birds and kg
 * delivered, the condemnations by cause, the footpads, and how far the forecasts kept before the
 * slaughter were from the plant's mean weight. Nothing shows before the results.
 */
export function PlantFindingsCard({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const results = useSlaughterResults(batchId);
  const accuracy = useForecastAccuracy(batchId, Boolean(results.data));
  if (!results.data) return null;
  return (
    <PanelSection title={t('plant.findings.title')} description={t('plant.findings.description', { day: format.dateTime(results.data.slaughtered_on, 'dd/MM/yyyy') })} heading="h2">
      <Stack sx={{ gap: 2, minWidth: 0 }}>
        <Figures results={results.data} />
        <Causes results={results.data} />
        {accuracy.data ? <Accuracy accuracy={accuracy.data} /> : null}
      </Stack>
    </PanelSection>
  );
}

function Figures({ results }: { results: SlaughterResults }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const f = results.figures;
  return (
    <FigureTiles
      figures={[
        { label: t('plant.findings.delivered'), value: format.number(f.birds_delivered, 0), note: t('plant.findings.doa', { n: format.number(f.dead_on_arrival, 0) }) },
        { label: t('plant.findings.liveWeight'), value: `${format.number(f.live_weight_kg, 0)} kg`, note: f.mean_weight === null ? undefined : t('plant.findings.meanWeight', { weight: format.number(f.mean_weight, 0) }) },
        { label: t('plant.findings.condemned'), value: f.condemned_percent === null ? NO_VALUE : `${format.number(f.condemned_percent, 2)} %`, note: t('plant.findings.condemnedBirds', { total: format.number(f.condemned_total, 0), partial: format.number(f.condemned_partial, 0) }) },
        { label: t('plant.findings.footpad'), value: f.footpad_score === null ? NO_VALUE : format.number(f.footpad_score, 2), note: t('plant.findings.footpadScale') },
      ]}
    />
  );
}

function Causes({ results }: { results: SlaughterResults }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (results.figures.by_cause.length === 0) return <Typography color="text.secondary">{t('plant.findings.noCondemnations')}</Typography>;
  return (
    <Table size="small" aria-label={t('plant.findings.byCause')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('plant.findings.cause')}</TableCell>
          <TableCell align="right">{t('plant.findings.total')}</TableCell>
          <TableCell align="right">{t('plant.findings.partial')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.figures.by_cause.map((c) => (
          <TableRow key={c.cause}>
            <TableCell>{t(`plant.causes.${c.cause}`)}</TableCell>
            <TableCell align="right">{format.number(c.total, 0)}</TableCell>
            <TableCell align="right">{format.number(c.partial, 0)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Accuracy({ accuracy }: { accuracy: ForecastAccuracy }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Table size="small" aria-label={t('plant.findings.accuracy')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('plant.findings.daysAhead')}</TableCell>
          <TableCell align="right">{t('plant.findings.forecast')}</TableCell>
          <TableCell align="right">{t('plant.findings.error')}</TableCell>
          <TableCell>{t('plant.findings.band')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {accuracy.horizons.map((h) => (
          <TableRow key={h.days_ahead}>
            <TableCell>{t('plant.findings.before', { count: h.days_ahead })}</TableCell>
            <TableCell align="right">{h.forecast === null ? NO_VALUE : `${format.number(h.forecast, 0)} g`}</TableCell>
            <TableCell align="right">{h.error_percent === null ? NO_VALUE : `${h.error_percent > 0 ? '+' : ''}${format.number(h.error_percent, 1)} %`}</TableCell>
            <TableCell>{h.inside_band === null ? NO_VALUE : t(h.inside_band ? 'plant.findings.inside' : 'plant.findings.outside')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
