import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { useDeleteAlert, useMinimumConsumptionAlerts, useSaveAlert, useToggleAlert } from '../api/consumptionAlerts';
import { emptyRule, ruleOf, toRuleInput, type RuleDraft } from '../forms/ruleForm';
import { RuleForm } from './RuleForm';

/** Spec §9: success notices last 3 s. */
const NOTICE_MS = 3000;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface MinimumConsumptionDialogProps {
  /** The shed new rules are for; the list starts searched by its name. */
  shed: { id: number; name: string };
  onClose: () => void;
}

/** Spec §2 "Minimum-consumption alerts dialog": the rules, searchable by shed, switched, edited and deleted; and the rule form. */
export function MinimumConsumptionDialog({ shed, onClose }: MinimumConsumptionDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const alerts = useMinimumConsumptionAlerts();
  const save = useSaveAlert();
  const toggle = useToggleAlert();
  const remove = useDeleteAlert();
  const [search, setSearch] = useState(shed.name);
  const [draft, setDraft] = useState<RuleDraft>(emptyRule);
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<'created' | 'updated' | null>(null);
  const [failure, setFailure] = useState<'toggleFailed' | 'deleteFailed' | 'saveFailed' | null>(null);
  const shown = (alerts.data?.results ?? []).filter((a) => fold(a.shed_name).includes(fold(search.trim())));

  const resetForm = () => {
    setDraft(emptyRule());
    setFormKey((k) => k + 1);
  };
  const submit = () => {
    const editing = draft.editing;
    save.mutate(
      { id: editing?.id ?? null, input: toRuleInput(draft, editing?.shed ?? shed.id) },
      {
        onSuccess: () => {
          setNotice(editing ? 'updated' : 'created');
          setFailure(null);
          resetForm();
        },
        onError: () => setFailure('saveFailed'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="minimum-consumption-title">
      <DialogTitle id="minimum-consumption-title">{t('minimumConsumption.title')}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
            {t(`minimumConsumption.${failure}`)}
          </Alert>
        ) : null}
        <RuleForm key={formKey} draft={draft} onDraft={setDraft} onSubmit={submit} onCancel={resetForm} saving={save.isPending} />
        <TextField size="small" label={t('minimumConsumption.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 2, minWidth: 280 }} />
        {alerts.isPending ? (
          <Skeleton variant="rounded" height={160} aria-label={t('app.loading')} />
        ) : alerts.isError ? (
          <RetryAlert message={t('minimumConsumption.loadFailed')} onRetry={() => void alerts.refetch()} />
        ) : (
          <Table size="small" aria-label={t('minimumConsumption.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('minimumConsumption.shed')}</TableCell>
                <TableCell>{t('minimumConsumption.name')}</TableCell>
                <TableCell align="right">{t('minimumConsumption.value')}</TableCell>
                <TableCell>{t('minimumConsumption.window')}</TableCell>
                <TableCell>{t('minimumConsumption.active')}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6}>{t('minimumConsumption.none')}</TableCell>
                </TableRow>
              ) : (
                shown.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>{a.shed_name}</TableCell>
                    <TableCell>{a.name}</TableCell>
                    <TableCell align="right">{format.number(a.min_consumption_value, 1)}</TableCell>
                    <TableCell>{t('minimumConsumption.every', { start: a.start_time, end: a.end_time, interval: a.interval })}</TableCell>
                    <TableCell>
                      <Switch
                        checked={a.active_alert}
                        slotProps={{ input: { 'aria-label': t('minimumConsumption.switch', { name: a.name }) } }}
                        onChange={() => toggle.mutate(a, { onError: () => setFailure('toggleFailed') })}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={t('minimumConsumption.edit', { name: a.name })}
                        onClick={() => {
                          setDraft(ruleOf(a));
                          setFormKey((k) => k + 1);
                        }}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('minimumConsumption.delete', { name: a.name })}
                        onClick={() => {
                          if (!window.confirm(t('minimumConsumption.confirmDelete', { name: a.name }))) return;
                          remove.mutate(a.id, {
                            onSuccess: () => {
                              if (draft.editing?.id === a.id) resetForm();
                            },
                            onError: (error) => {
                              console.error('minimum-consumption alert could not be deleted', error);
                              setFailure('deleteFailed');
                            },
                          });
                        }}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('minimumConsumption.close')}</Button>
      </DialogActions>
      <Snackbar open={notice !== null} autoHideDuration={NOTICE_MS} onClose={() => setNotice(null)} message={notice ? t(`minimumConsumption.${notice}`) : ''} />
    </Dialog>
  );
}
