import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { MinimumConsumptionAlert, MinimumConsumptionInput } from '@plantel/contracts';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePhone } from '@/lib/usePhone';
import { useDeleteAlert, useMinimumConsumptionAlerts, useSaveAlert, useToggleAlert } from '../api/consumptionAlerts';
import { RuleForm } from './RuleForm';
import { RuleList } from './RuleList';

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
  const phone = usePhone();
  const alerts = useMinimumConsumptionAlerts();
  const save = useSaveAlert();
  const toggle = useToggleAlert();
  const remove = useDeleteAlert();
  const [search, setSearch] = useState(shed.name);
  const [editing, setEditing] = useState<MinimumConsumptionAlert | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<'created' | 'updated' | null>(null);
  const [failure, setFailure] = useState<'toggleFailed' | 'deleteFailed' | 'saveFailed' | null>(null);
  const shown = (alerts.data?.results ?? []).filter((a) => fold(a.shed_name).includes(fold(search.trim())));

  /** The form drawn anew, empty or on a rule to edit. */
  const openForm = (rule: MinimumConsumptionAlert | null) => {
    setEditing(rule);
    setFormKey((k) => k + 1);
  };
  const resetForm = () => openForm(null);
  const submit = (input: MinimumConsumptionInput) => {
    save.mutate(
      { id: editing?.id ?? null, input },
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
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby="minimum-consumption-title">
      <DialogTitle id="minimum-consumption-title">{t('minimumConsumption.title')}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
            {t(`minimumConsumption.${failure}`)}
          </Alert>
        ) : null}
        <RuleForm key={formKey} rule={editing} shed={shed.id} onSubmit={submit} onCancel={resetForm} saving={save.isPending} />
        <TextField size="small" label={t('minimumConsumption.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 2, width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 280 } }} />
        {alerts.isPending ? (
          <Skeleton variant="rounded" height={160} aria-label={t('app.loading')} />
        ) : alerts.isError ? (
          <RetryAlert message={t('minimumConsumption.loadFailed')} onRetry={() => void alerts.refetch()} />
        ) : (
          <RuleList
            rules={shown}
            onToggle={(a) => toggle.mutate(a, { onError: () => setFailure('toggleFailed') })}
            onEdit={openForm}
            onDelete={(a) => {
              if (!window.confirm(t('minimumConsumption.confirmDelete', { name: a.name }))) return;
              remove.mutate(a.id, {
                onSuccess: () => {
                  if (editing?.id === a.id) resetForm();
                },
                onError: (error) => {
                  console.error('minimum-consumption alert could not be deleted', error);
                  setFailure('deleteFailed');
                },
              });
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('minimumConsumption.close')}</Button>
      </DialogActions>
      <Snackbar open={notice !== null} autoHideDuration={NOTICE_MS} onClose={() => setNotice(null)} message={notice ? t(`minimumConsumption.${notice}`) : ''} />
    </Dialog>
  );
}
