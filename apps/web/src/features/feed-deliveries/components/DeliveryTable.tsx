import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEED_CONTROL_TYPES, FEED_CONTROLS_DEFAULT_DAYS, type FeedControl, type Silo, deliveryFilterFormSchema } from '@plantel/contracts';
import { CompanyPeriodFields } from '@/components/form/CompanyMomentField';
import { SelectField } from '@/components/form/SelectField';
import { useLiveFilter } from '@/components/form/useLiveFilter';
import { ExportMenu } from '@/components/ui/ExportMenu';
import { RecordCards, type RecordCard } from '@/components/ui/RecordCards';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePhone } from '@/lib/usePhone';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { daysBefore } from '@/lib/period';
import { useCompanyToday } from '@/lib/companyToday';
import { deliveriesQuery, useDeleteDelivery, useFeedControls, type DeliveryFilter } from '../api/feedDeliveries';
import { ListPagination } from '@/components/ui/ListPagination';

const PAGE_SIZES = [10, 25, 50];

/** Spec §2/§9: the batch's deliveries, server-paged (10 a page), filtered by silo and period (last 30 days by default). */
export function DeliveryTable({ batchId, shedId, silos, onEdit }: { batchId: number; shedId: number; silos: readonly Silo[]; onEdit: (record: FeedControl) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = useCompanyToday();
  const phone = usePhone();
  const [page, setPage] = useState({ index: 0, size: PAGE_SIZES[0]! });
  const schema = useMemo(() => deliveryFilterFormSchema(today), [today]);
  // The table keeps the last whole, valid filter while a day is being typed.
  const { form, applied } = useLiveFilter(schema, { silo: null, start: daysBefore(today, FEED_CONTROLS_DEFAULT_DAYS), end: today }, () => setPage((p) => ({ ...p, index: 0 })));
  const filter: DeliveryFilter = { ...applied, page: page.index, pageSize: page.size };
  const siloName = new Map(silos.map((s) => [s.id, s.identification]));
  const records = useFeedControls(batchId, filter);
  const remove = useDeleteDelivery(batchId, shedId);

  const actionsOf = (r: FeedControl) => (
    <>
      <IconButton size="small" aria-label={t('deliveries.edit', { date: format.dateTime(r.date) })} onClick={() => onEdit(r)}>
        <EditIcon fontSize="small" />
      </IconButton>
      {r.feed_control_type === FEED_CONTROL_TYPES.manual ? (
        <IconButton
          size="small"
          aria-label={t('deliveries.delete', { date: format.dateTime(r.date) })}
          onClick={() => {
            if (window.confirm(t('deliveries.confirmDelete', { quantity: format.number(r.quantity, 0), date: format.dateTime(r.date) }))) remove.mutate(r.id);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : null}
    </>
  );
  const quantityOf = (kg: number | null) => (kg === null ? NO_VALUE : `${format.number(kg, 0)} kg`);
  const originOf = (r: FeedControl) => t(r.feed_control_type === FEED_CONTROL_TYPES.automatic ? 'deliveries.automatic' : 'deliveries.manual');
  const cards: RecordCard[] = records.page.results.map((r) => ({
    key: r.id,
    title: format.dateTime(r.date),
    fields: [
      { label: t('deliveries.silo'), value: r.silo_identification },
      { label: t('deliveries.rationType'), value: r.ration_type_name },
      { label: t('deliveries.quantity'), value: quantityOf(r.quantity) },
      { label: t('deliveries.measured'), value: quantityOf(r.measured_quantity) },
      { label: t('deliveries.origin'), value: originOf(r) },
    ],
    actions: actionsOf(r),
  }));

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }} role="group" aria-label={t('deliveries.filters')}>
        <SelectField
          control={form.control}
          name="silo"
          size="small"
          label={t('deliveries.silo')}
          none={t('deliveries.allSilos')}
          options={[...siloName.keys()]}
          optionLabel={(id) => siloName.get(id) ?? String(id)}
          sx={{ minWidth: 160 }}
        />
        <CompanyPeriodFields control={form.control} today={today} />
        <Box sx={{ ml: 'auto' }}>
          <ExportMenu
            list="feed-controls"
            query={deliveriesQuery(batchId, filter)}
            fallbackName={`feed-controls-${batchId}`}
          />
        </Box>
      </Box>
      {records.isError ? <RetryAlert message={t('deliveries.loadFailed')} onRetry={() => void records.refetch()} /> : null}
      {remove.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('deliveries.deleteFailed')}
        </Alert>
      ) : null}
      {phone ? (
        cards.length === 0 ? (
          <Typography color="text.secondary">{records.isPending ? t('app.loading') : t('deliveries.none')}</Typography>
        ) : (
          <RecordCards label={t('deliveries.table')} cards={cards} />
        )
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('deliveries.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('deliveries.date')}</TableCell>
                <TableCell>{t('deliveries.silo')}</TableCell>
                <TableCell>{t('deliveries.rationType')}</TableCell>
                <TableCell align="right">{t('deliveries.quantity')}</TableCell>
                <TableCell align="right">{t('deliveries.measured')}</TableCell>
                <TableCell>{t('deliveries.origin')}</TableCell>
                <TableCell align="right">{t('deliveries.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.page.results.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7}>{records.isPending ? t('app.loading') : t('deliveries.none')}</TableCell>
                </TableRow>
              ) : (
                records.page.results.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{format.dateTime(r.date)}</TableCell>
                    <TableCell>{r.silo_identification}</TableCell>
                    <TableCell>{r.ration_type_name}</TableCell>
                    <TableCell align="right">{quantityOf(r.quantity)}</TableCell>
                    <TableCell align="right">{quantityOf(r.measured_quantity)}</TableCell>
                    <TableCell>{originOf(r)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actionsOf(r)}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination
        count={records.page.count}
        page={filter.page}
        pageSize={filter.pageSize}
        pageSizes={PAGE_SIZES}
        perPageLabel={t('deliveries.perPage')}
        onChange={(index, size) => setPage({ index, size })}
      />
    </Box>
  );
}
