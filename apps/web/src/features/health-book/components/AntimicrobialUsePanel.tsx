import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AMU_GROUPS, antimicrobialUseQuerySchema, type AntimicrobialUseQuery, type AntimicrobialUseReport } from '@plantel/contracts';
import { DayField } from '@/components/form/pickers/PickerFields';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { ExportMenu } from '@/components/ui/ExportMenu';
import { useCompanyToday } from '@/lib/companyToday';
import { NO_VALUE, useFormatters } from '@/lib/format';
import { useAntimicrobialUse } from '../api/healthBook';

/** The antimicrobial use of the flocks slaughtered in a period, per producer, farm or the company, and its spreadsheet. */
export function AntimicrobialUsePanel() {
  const { t } = useTranslation();
  const today = useCompanyToday();
  const firstOfYear = `${today.slice(0, 4)}-01-01`;
  const [query, setQuery] = useState<AntimicrobialUseQuery>({ from: firstOfYear, to: today, group: 'producer' });
  const report = useAntimicrobialUse(query);
  const { form, errorAt, errorText } = useSchemaForm(antimicrobialUseQuerySchema, query, { mode: 'onSubmit' });
  const submit = form.handleSubmit(setQuery);
  const day = (name: 'from' | 'to') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DayField size="small" label={t(`health.use.${name}`)} value={field.value} onChange={field.onChange} error={errorAt(name) !== undefined} helperText={errorText(errorAt(name)) ?? ' '} />
      )}
    />
  );
  return (
    <Stack component="section" aria-labelledby="amu-title" spacing={2}>
      <Typography id="amu-title" variant="h6" component="h2">
        {t('health.use.periodTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('health.use.periodHelp')}
      </Typography>
      <Stack component="form" noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={(e) => void submit(e)} aria-label={t('health.use.periodTitle')}>
        {day('from')}
        {day('to')}
        <SelectField control={form.control} name="group" size="small" label={t('health.use.group')} options={AMU_GROUPS} optionLabel={(g) => t(`health.use.groups.${g}`)} sx={{ minWidth: 160 }} />
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start', height: 40 }}>
          {t('health.use.show')}
        </Button>
        <ExportMenu list="antimicrobial-use" query={query} fallbackName="uso-antimicrobianos" />
      </Stack>
      {report.data ? <UseTable report={report.data} /> : null}
    </Stack>
  );
}

function UseTable({ report }: { report: AntimicrobialUseReport }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (report.rows.length === 0) return <Typography color="text.secondary">{t('health.use.noFlocks')}</Typography>;
  const rows = report.group === 'company' ? report.rows : [...report.rows, { ...report.total, name: t('health.use.total') }];
  return (
    <TableContainer>
      <Table size="small" aria-label={t('health.use.periodTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t(`health.use.groups.${report.group}`)}</TableCell>
            <TableCell align="right">{t('health.use.flocks')}</TableCell>
            <TableCell align="right">{t('health.use.liveKg')}</TableCell>
            <TableCell align="right">{t('health.use.mgPerKg')}</TableCell>
            <TableCell>{t('health.use.classes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={`${r.id ?? 'all'}-${r.name}`}>
              <TableCell component="th" scope="row">
                {r.name}
              </TableCell>
              <TableCell align="right">{format.number(r.flocks, 0)}</TableCell>
              <TableCell align="right">{format.number(r.live_weight_kg, 0)}</TableCell>
              <TableCell align="right">{r.mg_per_kg === null ? NO_VALUE : format.number(r.mg_per_kg, 1)}</TableCell>
              <TableCell>{r.by_class.map((c) => `${c.class ?? t('health.use.noClass')} ${format.number(c.mg / 1000, 1)} g`).join(' · ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
