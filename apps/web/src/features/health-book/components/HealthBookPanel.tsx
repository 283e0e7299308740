import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthBook, Sample } from '@plantel/contracts';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { useSessionStore } from '@/stores/session';
import { useHealthBook } from '../api/healthBook';
import { BulletinButton } from './BulletinButton';
import { BulletinVersions } from './BulletinVersions';
import { SampleDialog } from './SampleDialog';
import { SampleResultDialog } from './SampleResultDialog';
import { TreatmentDialog } from './TreatmentDialog';
import { VaccinationDialog } from './VaccinationDialog';

type Open = { form: 'treatment' | 'vaccination' | 'sample' } | { form: 'result'; sample: Sample } | null;

const STATUS_COLOUR = { pending: 'warning', negative: 'success', positive: 'error', inconclusive: 'default' } as const;

/**
 * The flock's health book on its sanity dashboard (docs/health-book.md): the withdrawal that runs and
 * the samples still waiting first, then the treatments, vaccinations and samples. Staff record them.
 */
export function HealthBookPanel({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const book = useHealthBook(batchId);
  const staff = useSessionStore((s) => s.is_staff || s.is_superuser);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  let body: ReactNode;
  if (book.isPending) body = <Skeleton variant="rounded" height={160} aria-label={t('app.loading')} />;
  else if (book.isError) body = <RetryAlert message={t('health.loadFailed')} onRetry={() => void book.refetch()} />;
  else body = <BookContents book={book.data} onResult={(sample) => setOpen({ form: 'result', sample })} />;

  return (
    <Paper component="section" aria-labelledby="health-book-title" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id="health-book-title" variant="h6" component="h2" sx={{ flex: 1, minWidth: '12rem' }}>
          {t('health.title')}
        </Typography>
        {book.data?.may_record ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => setOpen({ form: 'treatment' })}>
              {t('health.treatment.add')}
            </Button>
            <Button variant="outlined" onClick={() => setOpen({ form: 'vaccination' })}>
              {t('health.vaccination.add')}
            </Button>
            <Button variant="outlined" onClick={() => setOpen({ form: 'sample' })}>
              {t('health.sample.add')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {body}
      {book.data ? (
        <Stack sx={{ mt: 2, gap: 1.5 }}>
          <BulletinButton batchId={batchId} />
          <BulletinVersions batchId={batchId} staff={staff} />
        </Stack>
      ) : null}
      {open?.form === 'treatment' ? <TreatmentDialog batchId={batchId} onClose={close} /> : null}
      {open?.form === 'vaccination' ? <VaccinationDialog batchId={batchId} onClose={close} /> : null}
      {open?.form === 'sample' ? <SampleDialog batchId={batchId} onClose={close} /> : null}
      {open?.form === 'result' ? <SampleResultDialog batchId={batchId} sample={open.sample} onClose={close} /> : null}
    </Paper>
  );
}

function BookContents({ book, onResult }: { book: HealthBook; onResult: (sample: Sample) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const division = new Map(book.divisions.map((d) => [d.id, d.identification]));
  const divisionsOf = (ids: number[]) => ids.map((id) => division.get(id) ?? id).join(', ');
  const day = (iso: string) => format.dateTime(`${iso}T12:00:00`, 'P');
  const pending = book.samples.filter((s) => s.status === 'pending');
  const positive = book.samples.filter((s) => s.status === 'positive');
  const use = book.antimicrobial_use;

  return (
    <Stack spacing={2}>
      {book.open_withdrawal ? (
        <Alert severity="warning">{t('health.openWithdrawal', { product: book.open_withdrawal.product, end: format.dateTime(book.open_withdrawal.ends_at, 'Pp') })}</Alert>
      ) : null}
      {positive.length > 0 ? <Alert severity="error">{t('health.positiveSamples', { count: positive.length, serovars: positive.map((s) => s.serovar ?? '—').join(', ') })}</Alert> : null}
      {pending.length > 0 ? <Alert severity="info">{t('health.pendingSamples', { count: pending.length })}</Alert> : null}

      <Section
        title={t('health.treatment.heading')}
        empty={t('health.treatment.none')}
        count={book.treatments.length}
        lead={
          use.total_mg > 0 ? (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t(use.mg_per_kg === null ? 'health.use.noWeight' : use.live_weight_estimated ? 'health.use.estimated' : 'health.use.measured', {
                mg: format.number(use.total_mg, 0),
                perKg: format.number(use.mg_per_kg, 1),
                classes: use.by_class.map((c) => c.class ?? t('health.use.noClass')).join(', '),
              })}
            </Typography>
          ) : null
        }
      >
        {book.treatments.map((r) => (
          <Card key={r.id} title={r.product.name}>
            <Line>{t('health.treatment.period', { start: format.dateTime(r.started_at, 'Pp'), end: format.dateTime(r.ended_at, 'Pp') })}</Line>
            <Line>{t('health.treatment.dose', { dose: format.number(r.dose, Number.isInteger(r.dose) ? 0 : 2), unit: r.dose_unit, route: t(`health.routes.${r.route}`) })}</Line>
            <Line>{t('health.treatment.who', { divisions: divisionsOf(r.divisions), animals: format.number(r.animals, 0) })}</Line>
            <Line>{t('health.treatment.prescribed', { name: r.prescriber.name, registration: r.prescriber.registration, reason: r.reason })}</Line>
            {r.meat_withdrawal_ends_at ? <Line strong>{t('health.treatment.meatWithdrawal', { end: format.dateTime(r.meat_withdrawal_ends_at, 'Pp') })}</Line> : null}
            {r.egg_withdrawal_ends_at ? <Line strong>{t('health.treatment.eggWithdrawal', { end: format.dateTime(r.egg_withdrawal_ends_at, 'Pp') })}</Line> : null}
          </Card>
        ))}
      </Section>

      <Section title={t('health.vaccination.heading')} empty={t('health.vaccination.none')} count={book.vaccinations.length}>
        {book.vaccinations.map((r) => (
          <Card key={r.id} title={r.product.name}>
            <Line>{t('health.vaccination.when', { date: day(r.given_on), place: t(`health.places.${r.place}`), route: t(`health.routes.${r.route}`) })}</Line>
            <Line>{t('health.treatment.who', { divisions: divisionsOf(r.divisions), animals: format.number(r.animals, 0) })}</Line>
            <Line>{t('health.vaccination.batch', { batch: r.vaccine_batch })}</Line>
          </Card>
        ))}
      </Section>

      <Section title={t('health.sample.heading')} empty={t('health.sample.none')} count={book.samples.length}>
        {book.samples.map((s) => (
          <Card
            key={s.id}
            title={t(`health.sampleKinds.${s.kind}`)}
            chip={<Chip size="small" color={STATUS_COLOUR[s.status]} label={s.status === 'positive' && s.serovar ? `${t('health.outcomes.positive')}: ${s.serovar}` : t(`health.outcomes.${s.status}`)} />}
          >
            <Line>{t('health.sample.taken', { date: day(s.taken_on), laboratory: s.laboratory, id: s.sample_id })}</Line>
            <Line>{t('health.sample.divisions', { divisions: divisionsOf(s.divisions) })}</Line>
            {s.result_on ? <Line>{t('health.sample.resultOn', { date: day(s.result_on) })}</Line> : null}
            {book.may_record && s.status === 'pending' ? (
              <Box sx={{ mt: 1 }}>
                <Button size="small" onClick={() => onResult(s)}>
                  {t('health.result.add')}
                </Button>
              </Box>
            ) : null}
          </Card>
        ))}
      </Section>
    </Stack>
  );
}

function Section({ title, empty, count, lead, children }: { title: string; empty: string; count: number; lead?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {lead}
      {count === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' }}>
          {children}
        </Box>
      )}
    </Box>
  );
}

function Card({ title, chip, children }: { title: string; chip?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: 1 }}>{title}</Typography>
        {chip}
      </Stack>
      {children}
    </Paper>
  );
}

const Line = ({ children, strong = false }: { children: ReactNode; strong?: boolean }) => (
  <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere', fontWeight: strong ? 600 : undefined }}>
    {children}
  </Typography>
);
