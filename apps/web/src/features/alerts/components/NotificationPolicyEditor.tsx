import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_SEVERITIES, notificationPolicySchema, type AlertSeverity, type NotificationPolicy, type SeverityPolicy } from '@plantel/contracts';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useNotificationPolicy, useSaveNotificationPolicy } from '../api/alertsApi';

/** Wide enough for the whole label and its unit ("Espera antes da primeira mensagem (min)"), one per line on a phone. */
const MINUTES_FIELD = { flex: '1 1 300px', maxWidth: 360 } as const;

/** The company's policy per severity: delay, repeats and escalation chain (staff only). */
export interface PolicyPerson {
  id: number;
  name: string;
}

export function NotificationPolicyEditor({ people }: { people: PolicyPerson[] }) {
  const { t } = useTranslation();
  const policy = useNotificationPolicy(true);
  if (policy.isError) return <RetryAlert message={t('notificationPolicy.loadFailed')} onRetry={() => void policy.refetch()} />;
  if (!policy.data) return <Skeleton variant="rounded" height={200} />;
  return <PolicyForm initial={policy.data} people={people} />;
}

function PolicyForm({ initial, people }: { initial: NotificationPolicy; people: PolicyPerson[] }) {
  const { t } = useTranslation();
  const save = useSaveNotificationPolicy();
  const [draft, setDraft] = useState(initial);
  const checked = notificationPolicySchema.safeParse(draft);
  const setSeverity = (severity: AlertSeverity, patch: Partial<SeverityPolicy>) => {
    save.reset();
    setDraft((d) => ({ ...d, [severity]: { ...d[severity], ...patch } }));
  };
  const minutes = (value: string) => Math.max(0, Math.round(Number(value) || 0));

  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'grid', gap: 3, maxWidth: 720 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (checked.success) save.mutate(checked.data);
      }}
    >
      <Typography color="text.secondary">{t('notificationPolicy.description')}</Typography>
      {ALERT_SEVERITIES.map((severity) => {
        const p = draft[severity];
        return (
          <Box key={severity} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
            <Typography component="legend" sx={{ px: 1 }}>
              {t(`alerts.severity.${severity}`)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <TextField type="number" label={t('notificationPolicy.delay')} value={p.delay_minutes} onChange={(e) => setSeverity(severity, { delay_minutes: minutes(e.target.value) })} slotProps={{ htmlInput: { min: 0, max: 1440 } }} sx={MINUTES_FIELD} />
              <TextField type="number" label={t('notificationPolicy.repeat')} helperText={t('notificationPolicy.repeatHelp')} value={p.repeat_minutes} onChange={(e) => setSeverity(severity, { repeat_minutes: minutes(e.target.value) })} slotProps={{ htmlInput: { min: 0, max: 1440 } }} sx={MINUTES_FIELD} />
            </Box>
            <Typography variant="subtitle2">{p.escalation.length === 0 ? t('notificationPolicy.everyone') : t('notificationPolicy.chain')}</Typography>
            {p.escalation.map((step, i) => (
              <Box key={i} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <TextField
                  type="number"
                  label={t('notificationPolicy.after')}
                  value={step.after_minutes}
                  onChange={(e) => setSeverity(severity, { escalation: p.escalation.map((s, j) => (j === i ? { ...s, after_minutes: minutes(e.target.value) } : s)) })}
                  sx={{ flex: '0 1 200px' }}
                />
                <TextField
                  select
                  label={t('notificationPolicy.people')}
                  value={step.user_ids}
                  onChange={(e) => setSeverity(severity, { escalation: p.escalation.map((s, j) => (j === i ? { ...s, user_ids: (e.target.value as unknown as number[]).map(Number) } : s)) })}
                  slotProps={{ select: { multiple: true } }}
                  sx={{ minWidth: 220, flex: 1 }}
                >
                  {people.map((u) => (
                    <MenuItem key={u.id} value={u.id}>
                      {u.name}
                    </MenuItem>
                  ))}
                </TextField>
                <IconButton aria-label={t('notificationPolicy.removeStep')} onClick={() => setSeverity(severity, { escalation: p.escalation.filter((_, j) => j !== i) })} sx={{ width: 44, height: 44 }}>
                  <DeleteOutlined />
                </IconButton>
              </Box>
            ))}
            <Box>
              <Button
                onClick={() => setSeverity(severity, { escalation: [...p.escalation, { after_minutes: (p.escalation.at(-1)?.after_minutes ?? -30) + 30, user_ids: [] }] })}
                sx={{ minHeight: 44 }}
              >
                {t('notificationPolicy.addStep')}
              </Button>
            </Box>
          </Box>
        );
      })}
      {!checked.success && <Alert severity="warning">{t('notificationPolicy.invalid')}</Alert>}
      {save.isError && <Alert severity="error">{t('notificationPolicy.saveFailed')}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('notificationPolicy.saved')}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={!checked.success || save.isPending} sx={{ minHeight: 44 }}>
          {t('notificationPolicy.save')}
        </Button>
      </Box>
    </Box>
  );
}
