import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATEMENT_FIGURE_DECIMALS, type StatementResponse } from '@plantel/contracts';
import { RecordCards } from '@/components/ui/RecordCards';
import { useFormatters } from '@/lib/format';
import { decimalsOf } from '@/lib/numbers';
import { usePhone } from '@/lib/usePhone';
import { INDICATORS, QUANTITIES } from '../model/statementFigures';

/** A titled part of the statement. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs, two columns wide on a wider screen. */
function Pairs({ pairs, testId }: { pairs: { label: string; value: ReactNode; id?: string }[]; testId?: string }) {
  return (
    <Box component="dl" data-testid={testId} sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'repeat(2, minmax(0, 1fr) auto)' }, columnGap: 2, rowGap: 0.5 }}>
      {pairs.map((pair) => (
        <Box key={pair.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {pair.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} data-testid={pair.id}>
            {pair.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface Column<T> {
  label: string;
  value: (row: T) => ReactNode;
  numeric?: boolean;
}

/** Rows as a table, or as cards on a phone. */
function Rows<T>({ label, rows, columns, rowKey, footer }: { label: string; rows: T[]; columns: Column<T>[]; rowKey: (row: T, index: number) => string; footer?: ReactNode }) {
  const phone = usePhone();
  if (phone) {
    return (
      <>
        <RecordCards
          label={label}
          cards={rows.map((row, i) => ({ key: rowKey(row, i), title: columns[0]!.value(row), fields: columns.slice(1).map((c) => ({ label: c.label, value: c.value(row) })) }))}
        />
        {footer}
      </>
    );
  }
  return (
    <>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {c.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {footer}
    </>
  );
}

/**
 * A settlement statement with every RIPI field (Law 13.288/2016, Art. 7): who and what, the inputs
 * supplied, the technical indicators, the quantities, the prices and each pay step with its input and
 * result, and the amount payable.
 */
export function StatementView({ answer }: { answer: StatementResponse }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { statement: s } = answer;
  const number = (value: number | null, decimals: number) => format.number(value, decimals);
  const money = (cents: number | null, decimals = 2) => format.money(cents, decimals);
  const priceMoney = (cents: number | null) => money(cents, cents === null ? 2 : Math.max(2, decimalsOf(cents) + 2));
  const band = (b: NonNullable<(typeof s.steps)[number]['band']>) =>
    b.from === null ? t('settlement.statement.bandBelow', { to: number(b.to, decimalsOf(b.to ?? 0)) })
    : b.to === null ? t('settlement.statement.bandAbove', { from: number(b.from, decimalsOf(b.from)) })
    : t('settlement.statement.bandBetween', { from: number(b.from, decimalsOf(b.from)), to: number(b.to, decimalsOf(b.to)) });
  const total = (label: string, value: string, id: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1, fontWeight: 600 }}>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid={id}>
        {value}
      </Typography>
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="statement">
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Typography component="h2" variant="h5" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
            {t('settlement.statement.heading', { batch: answer.batch.identification })}
          </Typography>
          <Chip color={answer.status === 'preview' ? 'warning' : 'success'} label={t(`settlement.statement.status.${answer.status}`)} />
          <Chip label={t('settlement.statement.versionChip', { version: answer.version })} />
        </Box>
        <Pairs
          pairs={[
            { label: t('settlement.statement.producer'), value: answer.producer.name },
            { label: t('settlement.statement.integrator'), value: answer.integrator.name },
            { label: t('settlement.statement.property'), value: answer.batch.property },
            { label: t('settlement.statement.shed'), value: answer.batch.shed },
            { label: t('settlement.statement.contract'), value: t('settlement.contracts.versionTitle', { name: answer.contract.name, version: answer.contract.version }) },
            { label: t('settlement.statement.slaughterDate'), value: format.dateTime(answer.slaughter_date, 'P') },
            {
              label: t('settlement.statement.period'),
              // The ISO week 2026-W37, in words: "semana 37 de 2026".
              value: t('settlement.statement.periodValue', { week: Number(answer.period.week.slice(6)), year: answer.period.week.slice(0, 4), count: answer.period.batches }),
            },
            ...(answer.created_at ? [{ label: t('settlement.statement.confirmedAt'), value: `${format.dateTime(answer.created_at)} · ${answer.created_by?.name ?? '—'}` }] : []),
            ...(answer.reason ? [{ label: t('settlement.statement.reason'), value: answer.reason }] : []),
          ]}
        />
      </Paper>

      <Section title={t('settlement.statement.inputs')}>
        <Rows
          label={t('settlement.statement.inputs')}
          rows={s.inputs}
          rowKey={(line, i) => `${i}-${line.name}`}
          columns={[
            { label: t('settlement.close.line.name'), value: (l) => l.name },
            { label: t('settlement.close.line.quantity'), value: (l) => `${number(l.quantity, decimalsOf(l.quantity))} ${l.unit}`, numeric: true },
            { label: t('settlement.close.line.returned'), value: (l) => number(l.returnedQuantity, decimalsOf(l.returnedQuantity)), numeric: true },
            { label: t('settlement.close.line.unitPrice'), value: (l) => priceMoney(l.unitPriceCents), numeric: true },
            { label: t('settlement.statement.cost'), value: (l) => money(l.costCents), numeric: true },
          ]}
          footer={total(t('settlement.statement.inputsCost'), money(s.inputsCostCents), 'inputs-cost')}
        />
      </Section>

      <Section title={t('settlement.statement.indicators')}>
        <Pairs
          testId="indicators"
          pairs={[
            ...INDICATORS.map(({ key, decimals, money: isMoney }) => ({
              label: t(`settlement.statement.indicator.${key}`),
              value: isMoney ? money(s.indicators[key] ?? null, decimals) : number(s.indicators[key] ?? null, decimals),
              id: `indicator-${key}`,
            })),
            {
              label: t('settlement.statement.adjustedFcrConstants'),
              value: t('settlement.statement.constantsValue', {
                weight: number(s.indicators.adjustedFcrConstants.referenceWeight, 0),
                points: number(s.indicators.adjustedFcrConstants.pointsPer100g, decimalsOf(s.indicators.adjustedFcrConstants.pointsPer100g)),
              }),
            },
          ]}
        />
      </Section>

      <Section title={t('settlement.statement.quantities')}>
        <Pairs pairs={QUANTITIES.map(({ key, decimals }) => ({ label: t(`settlement.statement.quantity.${key}`), value: number(s.quantities[key], decimals), id: `quantity-${key}` }))} />
      </Section>

      <Section title={t('settlement.statement.prices')}>
        <Pairs
          pairs={[
            { label: t('settlement.contracts.perBird'), value: priceMoney(s.prices.perBirdCents) },
            { label: t('settlement.contracts.perKg'), value: priceMoney(s.prices.perKgCents) },
            { label: t('settlement.contracts.perBirdDay'), value: priceMoney(s.prices.perBirdDayCents) },
          ]}
        />
      </Section>

      <Section title={t('settlement.statement.steps')}>
        <Rows
          label={t('settlement.statement.steps')}
          rows={s.steps}
          rowKey={(step, i) => `${i}-${step.name}`}
          columns={[
            { label: t('settlement.statement.step'), value: (step) => step.name },
            {
              label: t('settlement.statement.stepInput'),
              value: (step) => (step.figure === null || step.input === null ? '—' : `${t(`settlement.statement.stepFigure.${step.figure}`)}: ${number(step.input, STATEMENT_FIGURE_DECIMALS[step.figure])}`),
            },
            {
              label: t('settlement.statement.stepRate'),
              value: (step) =>
                step.kind === 'band'
                  ? step.band
                    ? `${band(step.band)} → ${number(step.band.value, decimalsOf(step.band.value))}`
                    : t('settlement.statement.noBand')
                  : step.kind === 'per_unit'
                    ? priceMoney(step.rate)
                    : '—',
            },
            { label: t('settlement.statement.subtotalBefore'), value: (step) => money(step.subtotalBeforeCents), numeric: true },
            { label: t('settlement.statement.result'), value: (step) => money(step.resultCents), numeric: true },
          ]}
          footer={total(t('settlement.statement.payable'), money(s.payableCents), 'payable')}
        />
      </Section>
    </Box>
  );
}
