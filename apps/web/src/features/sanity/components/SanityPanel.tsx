import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { COMFORT_CAUSE_LABELS, type BatchSanity, type DivisionSanity, type RouteModule } from '@plantel/contracts';
import { EChart } from '@/components/charts/EChart';
import { PanelSection } from '@/components/ui/PanelSection';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useBatchSanity } from '../api/getBatchSanity';
import { useConditionOn } from '@/components/ui/ShedConditionsContext';
import { buildAmplitudeOption, buildClimateLineOption, buildComfortByAgeOption, buildComfortDonutOption, buildGaugeOption, climatePointsOf, idealBandSteps } from '@plantel/charts';
import { dayInTimeZone } from '@/lib/period';
import { TodayComfortHours } from './TodayComfortHours';

/** Spec §9: gauge scales. */
const TEMPERATURE_SCALE = { min: 0, max: 40 };
const HUMIDITY_SCALE = { min: 0, max: 100 };

type Period = 'batch' | 'day';

function DivisionView({ division, batch, module }: { division: DivisionSanity; batch: BatchSanity; module: RouteModule }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const causeLabels = COMFORT_CAUSE_LABELS[currentLanguage(i18n.language)];
  const comfort = division.latest.comfort;
  const comfortAlarm = useConditionOn('comfort');
  const [period, setPeriod] = useState<Period>('day');
  const number = (n: number) => format.number(n, 1);
  const { temperature, humidity, co2 } = division.environment;
  const points = period === 'day' ? division.last_24h : division.hourly;
  const timeZone = batch.time_zone;
  const time = (iso: string) => format.dateTime(iso, period === 'day' ? 'HH:mm' : 'dd/MM HH:mm');
  // Over the whole batch the axis marks days; the tooltip still gives the hour.
  const tick = (iso: string) => format.dateTime(iso, period === 'day' ? 'HH:mm' : 'dd/MM');
  const levels = [t('comfort.0'), t('comfort.1'), t('comfort.2'), t('comfort.3')] as const;
  const days = { ageAtLodging: batch.age_at_lodging, lodgingDay: batch.lodging_day, timeZone };
  // Each day's ideal band is the profile at that day's age: a young flock's early days are not judged by today's band.
  const idealOf = (measure: 'temperature' | 'humidity') =>
    idealBandSteps(
      climatePointsOf(points, measure).map((p) => p.time),
      batch.ambience_profile,
      days,
      measure,
    );
  const dayMonth = (date: string) => format.dateTime(`${date}T12:00:00`, 'dd/MM');

  // Built on each render: the view renders only when its data, period or language change.
  const options = {
    temperatureGauge: buildGaugeOption(division.latest.temperature, TEMPERATURE_SCALE, { min: temperature.ideal_min, max: temperature.ideal_max }, '°C', number),
    humidityGauge: buildGaugeOption(division.latest.humidity, HUMIDITY_SCALE, { min: humidity.ideal_min, max: humidity.ideal_max }, '%', number),
    temperatureLine: buildClimateLineOption(points, 'temperature', idealOf('temperature'), { series: t('sanity.temperature'), unit: '°C', ideal: t('sanity.ideal'), time, tick, number }),
    humidityLine: buildClimateLineOption(points, 'humidity', idealOf('humidity'), { series: t('sanity.humidity'), unit: '%', ideal: t('sanity.ideal'), time, tick, number }),
    amplitude: buildAmplitudeOption(division.amplitude, { age: t('performance.age'), unit: '°C', number }),
    comfortByAge: buildComfortByAgeOption(division.comfort.by_age, { levels, age: t('performance.age'), hours: 'h', number, day: (d) => `${d.age}\n${dayMonth(d.date)}` }),
    comfortDonut: buildComfortDonutOption(division.comfort.totals, { levels, age: t('performance.age'), hours: 'h', number }),
  };

  return (
    <>
      {batch.raw_readings_expired ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="raw-readings-expired">
          {t('sanity.rawReadingsExpired')}
        </Alert>
      ) : null}
      {division.latest.stale ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {division.latest.measured_at
            ? t('sanity.stale', { time: format.dateTime(division.latest.measured_at) })
            : t('sanity.noReadings')}
        </Alert>
      ) : null}
      <Box sx={{ mb: 2 }}>
        <PanelSection title={t('sanity.now')}>
          <FigureTiles
            minWidth={180}
            figures={[
              {
                label: t('sanity.comfortNow'),
                alarm: comfortAlarm,
                value: comfort ? levels[comfort.level as 0 | 1 | 2 | 3] : NO_VALUE,
                note: comfort && comfort.causes.length > 0 ? comfort.causes.map((c) => causeLabels[c]).join(', ') : undefined,
              },
              { label: t('sanity.enthalpyNow'), value: division.latest.enthalpy === null ? NO_VALUE : `${format.number(division.latest.enthalpy, 1)} kJ/kg` },
              { label: t('sanity.readAt'), value: format.dateTime(division.latest.measured_at) },
            ]}
          />
        </PanelSection>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, mb: 2 }}>
        <PanelSection title={t('sanity.temperatureNow')}>
          <EChart option={options.temperatureGauge} label={t('sanity.temperatureNow')} height={220} />
        </PanelSection>
        <PanelSection title={t('sanity.humidityNow')}>
          <EChart option={options.humidityGauge} label={t('sanity.humidityNow')} height={220} />
        </PanelSection>
        <PanelSection title={t('sanity.co2Now')}>
          <FigureTiles
            minWidth={140}
            figures={[
              { label: t('sanity.co2'), value: division.latest.co2 === null ? NO_VALUE : `${format.number(division.latest.co2, 0)} ppm`, note: t('sanity.co2Limit', { limit: format.number(co2.ideal_max, 0) }) },
              { label: t('sanity.mortality'), value: format.number(division.mortality.total, 0), note: division.mortality.last_day === null ? undefined : t('sanity.lastDay', { count: division.mortality.last_day }) },
              // Airsacculitis is judged at the broiler slaughterhouse: other modules have no such figure.
              ...(module === 'broiler'
                ? [
                    {
                      label: t('sanity.airsacculitis'),
                      value: batch.airsacculitis ? `${format.number(batch.airsacculitis.percentage, 1)} %` : NO_VALUE,
                      note: batch.airsacculitis ? t('sanity.inspectedAt', { age: batch.airsacculitis.age }) : undefined,
                    },
                  ]
                : []),
            ]}
          />
        </PanelSection>
      </Box>
      <ToggleButtonGroup exclusive size="small" value={period} onChange={(_e, value: Period | null) => value && setPeriod(value)} aria-label={t('sanity.period')} sx={{ mb: 2 }}>
        <ToggleButton value="day">{t('sanity.last24h')}</ToggleButton>
        <ToggleButton value="batch">{t('sanity.wholeBatch')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <PanelSection title={t('sanity.temperatureChart')}>
          <EChart option={options.temperatureLine} label={t('sanity.temperatureChart')} />
        </PanelSection>
        <PanelSection title={t('sanity.humidityChart')}>
          <EChart option={options.humidityLine} label={t('sanity.humidityChart')} />
        </PanelSection>
        <PanelSection title={t('sanity.amplitudeChart')}>
          <EChart option={options.amplitude} label={t('sanity.amplitudeChart')} />
        </PanelSection>
        <PanelSection title={t('sanity.comfortByAge')}>
          <EChart option={options.comfortByAge} label={t('sanity.comfortByAge')} />
          <TodayComfortHours today={dayInTimeZone(new Date(), timeZone)} byDay={division.comfort.by_age} levels={levels} />
        </PanelSection>
        <PanelSection title={t('sanity.comfortTotal')}>
          <EChart option={options.comfortDonut} label={t('sanity.comfortTotal')} />
        </PanelSection>
      </Box>
    </>
  );
}

function worstNow(divisions: readonly DivisionSanity[]): DivisionSanity | undefined {
  return divisions.reduce<DivisionSanity | undefined>((worst, d) => (!worst || (d.latest.comfort?.level ?? -1) > (worst.latest.comfort?.level ?? -1) ? d : worst), undefined);
}

/** Spec §2 "Sanity/ambience": per division, the air now against the ideal for the age, over time, and the hours in each comfort level. */
interface SanityPanelProps {
  batchId: number;
  /** The module of the page: broiler-only figures show only there. */
  module: RouteModule;
  /** The page of the ambience profiles the batch is judged by. */
  profilesPath: string;
}

export function SanityPanel({ batchId, module, profilesPath }: SanityPanelProps) {
  const { t } = useTranslation();
  const sanity = useBatchSanity(batchId);
  const [chosen, setChosen] = useState<number | null>(null);
  if (sanity.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  if (sanity.isError) return <RetryAlert message={t('sanity.loadFailed')} onRetry={() => void sanity.refetch()} />;
  const { divisions } = sanity.data;
  // Opens on the division in the worst comfort now: the one the shed's status is about.
  const division = divisions.find((d) => d.id === chosen) ?? worstNow(divisions);
  if (!division) return <Alert severity="info">{t('performance.noDivisions')}</Alert>;
  return (
    <Box component="section" aria-label={t('features.sanity')}>
      <Tabs value={division.id} onChange={(_e, id: number) => setChosen(id)} aria-label={t('performance.divisions')} variant="scrollable" sx={{ mb: 2 }}>
        {divisions.map((d) => (
          <Tab key={d.id} value={d.id} label={d.identification} />
        ))}
      </Tabs>
      <DivisionView key={division.id} division={division} batch={sanity.data} module={module} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('sanity.judgedBy')}{' '}
        <Link component={RouterLink} to={profilesPath}>
          {t('ambience.title')}
        </Link>
      </Typography>
    </Box>
  );
}
