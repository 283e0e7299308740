import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettlementContractSummary, SettlementContractVersion } from '@plantel/contracts';
import { RecordCards } from '@/components/ui/RecordCards';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useCompanyToday } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { editableNumber } from '@/lib/numbers';
import { usePhone } from '@/lib/usePhone';
import { useContract, useContracts, useSaveContract } from '../api/contractsApi';
import { contractToForm, emptyContract } from '../model/contractForm';
import { ContractEditor } from './ContractEditor';

type Open = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'version'; id: number; version: number };

/** The company's settlement contracts: a list, and the editor of one (a new one, or a new version of one in use). */
export function ContractsView() {
  const [open, setOpen] = useState<Open>({ kind: 'list' });
  const [saved, setSaved] = useState<string | null>(null);
  const back = () => setOpen({ kind: 'list' });
  if (open.kind === 'list') return <ContractList onOpen={setOpen} saved={saved} />;
  if (open.kind === 'new') return <NewContract onDone={(text) => (setSaved(text), back())} onCancel={back} />;
  return <ExistingContract open={open} onOpen={setOpen} onDone={(text) => (setSaved(text), back())} onCancel={back} />;
}

function usePeriod() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (c: SettlementContractVersion) =>
    c.coverage.valid_to === null
      ? t('settlement.contracts.periodOpen', { from: format.dateTime(c.coverage.valid_from, 'P') })
      : t('settlement.contracts.periodClosed', { from: format.dateTime(c.coverage.valid_from, 'P'), to: format.dateTime(c.coverage.valid_to, 'P') });
}

function useCoverage() {
  const { t } = useTranslation();
  return (c: SettlementContractVersion) =>
    [t(`settlement.species.${c.coverage.species}`), t(`settlement.sexes.${c.coverage.sex}`), c.coverage.module ?? t('settlement.contracts.everyModule')].join(' · ');
}

function ContractList({ onOpen, saved }: { onOpen: (open: Open) => void; saved: string | null }) {
  const { t } = useTranslation();
  const contracts = useContracts();
  const phone = usePhone();
  const period = usePeriod();
  const coverage = useCoverage();
  if (contracts.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />;
  if (contracts.isError) return <RetryAlert message={t('settlement.contracts.loadFailed')} onRetry={() => void contracts.refetch()} />;
  const rows = contracts.data.results;
  const openButton = (c: SettlementContractSummary) => (
    <Button onClick={() => onOpen({ kind: 'edit', id: c.id })} aria-label={t('settlement.contracts.openNamed', { name: c.name })} sx={{ minHeight: 44 }}>
      {t('settlement.contracts.open')}
    </Button>
  );
  const versionText = (c: SettlementContractSummary) => t('settlement.contracts.versionOf', { version: c.version, count: c.versions });
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {saved ? (
        <Alert severity="success" role="status">
          {saved}
        </Alert>
      ) : null}
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => onOpen({ kind: 'new' })} sx={{ minHeight: 44 }}>
          {t('settlement.contracts.new')}
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('settlement.contracts.none')}</Typography>
      ) : phone ? (
        <RecordCards
          label={t('settlement.contracts.listLabel')}
          cards={rows.map((c) => ({
            key: c.id,
            title: c.name,
            badges: <Chip size="small" label={versionText(c)} />,
            fields: [
              { label: t('settlement.contracts.coverage'), value: coverage(c) },
              { label: t('settlement.contracts.period'), value: period(c) },
              { label: t('settlement.contracts.closedBatches'), value: c.closed_batches },
            ],
            actions: openButton(c),
          }))}
        />
      ) : (
        <Table size="small" aria-label={t('settlement.contracts.listLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('settlement.contracts.name')}</TableCell>
              <TableCell>{t('settlement.contracts.coverage')}</TableCell>
              <TableCell>{t('settlement.contracts.period')}</TableCell>
              <TableCell>{t('settlement.contracts.version')}</TableCell>
              <TableCell align="right">{t('settlement.contracts.closedBatches')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.name}</TableCell>
                <TableCell>{coverage(c)}</TableCell>
                <TableCell>{period(c)}</TableCell>
                <TableCell>{versionText(c)}</TableCell>
                <TableCell align="right">{c.closed_batches}</TableCell>
                <TableCell>{openButton(c)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function NewContract({ onDone, onCancel }: { onDone: (text: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const today = useCompanyToday();
  const save = useSaveContract();
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('settlement.contracts.new')}
      </Typography>
      <ContractEditor
        initial={emptyContract(today)}
        readOnly={false}
        onSave={async (input) => {
          const stored = await save.mutateAsync({ id: null, input });
          onDone(t('settlement.contracts.saved', { name: stored.name, version: stored.version }));
        }}
        onCancel={onCancel}
      />
    </>
  );
}

interface ExistingContractProps {
  open: Extract<Open, { kind: 'edit' | 'version' }>;
  onOpen: (open: Open) => void;
  onDone: (text: string) => void;
  onCancel: () => void;
}

/** A contract's current version in the editor (or an old one, read-only), with its versions to open. */
function ExistingContract({ open, onOpen, onDone, onCancel }: ExistingContractProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const contract = useContract(open.id);
  const save = useSaveContract();
  if (contract.isPending) return <Skeleton variant="rounded" height={480} aria-label={t('app.loading')} />;
  if (contract.isError) return <RetryAlert message={t('settlement.contracts.loadFailed')} onRetry={() => void contract.refetch()} />;
  const detail = contract.data;
  const shown = open.kind === 'version' ? (detail.history.find((v) => v.version === open.version) ?? detail) : detail;
  const old = shown.version !== detail.version;
  const write = (value: number) => editableNumber(value, i18n.language);
  const notice = old ? (
    <Alert severity="info">{t('settlement.contracts.oldVersion', { version: shown.version, current: detail.version })}</Alert>
  ) : detail.editable_in_place ? null : (
    <Alert severity="warning">{t('settlement.contracts.newVersionNotice', { count: detail.closed_batches, next: detail.version + 1 })}</Alert>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="h2" variant="h5">
        {t('settlement.contracts.versionTitle', { name: shown.name, version: shown.version })}
      </Typography>
      <ContractEditor
        key={`${shown.id}-${shown.version}`}
        initial={contractToForm(shown, write)}
        readOnly={old}
        notice={notice}
        onSave={async (input) => {
          const stored = await save.mutateAsync({ id: detail.id, input });
          onDone(t('settlement.contracts.saved', { name: stored.name, version: stored.version }));
        }}
        onCancel={onCancel}
      />
      <Box component="section" aria-labelledby="contract-versions">
        <Typography id="contract-versions" component="h2" variant="h6">
          {t('settlement.contracts.versions')}
        </Typography>
        <Box component="ul" sx={{ pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {detail.history.map((v) => (
            <li key={v.version}>
              <Button
                onClick={() => onOpen(v.version === detail.version ? { kind: 'edit', id: detail.id } : { kind: 'version', id: detail.id, version: v.version })}
                disabled={v.version === shown.version}
                sx={{ minHeight: 44, textAlign: 'left' }}
              >
                {t('settlement.contracts.versionLine', {
                  version: v.version,
                  when: format.dateTime(v.created_at),
                  who: v.created_by?.name ?? '—',
                  count: v.closed_batches,
                })}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
