import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useEffect } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALERT_SEVERITIES, notificationPolicySchema, POLICY_MINUTES_MAX, type AlertSeverity, type NotificationPolicy } from '@plantel/contracts';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
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

type PolicyFormApi = ReturnType<typeof useSchemaForm<typeof notificationPolicySchema>>;

function PolicyForm({ initial, people }: { initial: NotificationPolicy; people: PolicyPerson[] }) {
  const { t } = useTranslation();
  const save = useSaveNotificationPolicy();
  const policyForm = useSchemaForm(notificationPolicySchema, initial);
  const { form, failures, refused } = policyForm;
  const { reset } = save;
  // A change after saving takes the last answer's notice away.
  useEffect(() => {
    const subscription = form.watch(() => reset());
    return () => subscription.unsubscribe();
  }, [form, reset]);

  return (
    <Box component="form" noValidate sx={{ display: 'grid', gap: 3, maxWidth: 720 }} onSubmit={form.handleSubmit((policy) => save.mutate(policy, { onError: refused }))}>
      <Typography color="text.secondary">{t('notificationPolicy.description')}</Typography>
      {ALERT_SEVERITIES.map((severity) => (
        <SeverityFields key={severity} severity={severity} policyForm={policyForm} people={people} />
      ))}
      {!form.formState.isValid && <Alert severity="warning">{t('notificationPolicy.invalid')}</Alert>}
      {save.isError && <Alert severity="error">{[t('notificationPolicy.saveFailed'), ...failures].join(' ')}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('notificationPolicy.saved')}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={!form.formState.isValid || save.isPending} sx={{ minHeight: 44 }}>
          {t('notificationPolicy.save')}
        </Button>
      </Box>
    </Box>
  );
}

function SeverityFields({ severity, policyForm, people }: { severity: AlertSeverity; policyForm: PolicyFormApi; people: PolicyPerson[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { form, field, errorText } = policyForm;
  const steps = useFieldArray({ control: form.control, name: `${severity}.escalation` });
  const wait = { max: format.number(POLICY_MINUTES_MAX.wait, 0) };
  const escalation = { max: format.number(POLICY_MINUTES_MAX.escalation, 0) };
  const minutesInput = { htmlInput: { min: 0, inputMode: 'numeric' as const } };
  const repeat = field(`${severity}.repeat_minutes`, { number: true, params: wait, help: t('notificationPolicy.repeatHelp') });

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 1 }}>
        {t(`alerts.severity.${severity}`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField {...field(`${severity}.delay_minutes`, { number: true, params: wait })} type="number" label={t('notificationPolicy.delay')} slotProps={minutesInput} sx={MINUTES_FIELD} />
        <TextField {...repeat} type="number" label={t('notificationPolicy.repeat')} slotProps={minutesInput} sx={MINUTES_FIELD} />
      </Box>
      <Typography variant="subtitle2">{steps.fields.length === 0 ? t('notificationPolicy.everyone') : t('notificationPolicy.chain')}</Typography>
      {steps.fields.map((step, i) => (
        <Box key={step.id} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            {...field(`${severity}.escalation.${i}.after_minutes`, { number: true, params: escalation })}
            type="number"
            label={t('notificationPolicy.after')}
            slotProps={minutesInput}
            sx={{ flex: '0 1 200px' }}
          />
          <Controller
            control={form.control}
            name={`${severity}.escalation.${i}.user_ids`}
            render={({ field: { value, onChange, onBlur, ref }, fieldState: { error } }) => (
              <TextField
                select
                label={t('notificationPolicy.people')}
                value={value}
                onChange={(e) => onChange((e.target.value as unknown as number[]).map(Number))}
                onBlur={onBlur}
                inputRef={ref}
                error={error !== undefined}
                helperText={errorText(error)}
                slotProps={{ select: { multiple: true } }}
                sx={{ minWidth: 220, flex: 1 }}
              >
                {people.map((u) => (
                  <MenuItem key={u.id} value={u.id}>
                    {u.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <IconButton aria-label={t('notificationPolicy.removeStep')} onClick={() => steps.remove(i)} sx={{ width: 44, height: 44 }}>
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          onClick={() => {
            const last = form.getValues(`${severity}.escalation`).at(-1)?.after_minutes;
            steps.append({ after_minutes: last !== undefined && Number.isFinite(last) ? last + 30 : 0, user_ids: [] }, { shouldFocus: false });
          }}
          sx={{ minHeight: 44 }}
        >
          {t('notificationPolicy.addStep')}
        </Button>
      </Box>
    </Box>
  );
}
