import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Checkbox from '@mui/material/Checkbox';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALERT_SEVERITIES, HOURS_OF_DAY, notificationPreferencesFormSchema, timeOfHour, type NotificationPreferences, type NotificationSettings } from '@plantel/contracts';
import { SelectField } from '@/components/form/SelectField';
import { useFieldChange } from '@/components/form/useFieldChange';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { ApiRequestError } from '@/lib/api-errors';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';
import { useNotificationSettings, useSaveNotificationPreferences } from '../api/alertsApi';

/** Chosen per severity here; e-mail follows the switch and the minimum severity above. */
const PHONE_CHANNELS = ['telegram', 'webhook', 'push'] as const;

/** How alerts reach the person: always in Plantel; by e-mail from a severity up, outside quiet hours. */
export function NotificationPreferencesForm() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  // Guests change nothing (the server answers them 403): alerts reach them in Plantel only.
  const isGuest = useSessionStore((s) => s.isGuest);
  if (isGuest) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('notifications.inApp')}</Typography>
        <Alert severity="info">{t('notifications.guestReadOnly')}</Alert>
      </Box>
    );
  }
  if (settings.isError) return <RetryAlert message={t('notifications.loadFailed')} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton variant="rounded" height={260} />;
  return <Editor initial={settings.data.preferences} settings={settings.data} />;
}

const NO_CHANNELS = { info: [], warning: [], critical: [] };

function Editor({ initial, settings }: { initial: NotificationPreferences; settings: Omit<NotificationSettings, 'preferences'> }) {
  const emailAvailable = settings.email_available;
  const unavailable = (c: (typeof PHONE_CHANNELS)[number]) => c === 'telegram' && !settings.telegram_available;
  const { t, i18n } = useTranslation();
  const save = useSaveNotificationPreferences();
  const { form, field, errorAt } = useSchemaForm(notificationPreferencesFormSchema, initial);
  useFieldChange(form, save.reset);
  // The server refuses a webhook it would not call (plain http, or a local or private address).
  const webhookRefused = save.error instanceof ApiRequestError && save.error.status === 400 && save.error.fields.some((f) => f.field === 'webhook_url');
  const [email, quietHours] = form.watch(['email', 'quiet_hours']);
  const submit = form.handleSubmit((preferences) => save.mutate({ ...preferences, language: currentLanguage(i18n.language) }));
  const webhook = field('webhook_url', { blank: null });

  return (
    <Box component="form" noValidate sx={{ display: 'grid', gap: 2, maxWidth: 520 }} onSubmit={(e) => void submit(e)}>
      <Typography>{t('notifications.inApp')}</Typography>
      {!emailAvailable && <Alert severity="info">{t('notifications.noSmtp')}</Alert>}
      <Controller
        control={form.control}
        name="email"
        render={({ field: on }) => <FormControlLabel control={<Switch checked={on.value} onChange={(e) => on.onChange(e.target.checked)} />} label={t('notifications.email')} />}
      />
      <TextField
        {...field('email_address', { blank: null })}
        type="email"
        label={t('notifications.address')}
        disabled={!email}
        helperText={errorAt('email_address') ? t('notifications.addressInvalid') : undefined}
      />
      <SelectField control={form.control} name="min_severity" label={t('notifications.minSeverity')} options={ALERT_SEVERITIES} optionLabel={(severity) => t(`alerts.severity.${severity}`)} />
      <Controller
        control={form.control}
        name="quiet_hours"
        render={({ field: quiet }) => (
          <FormControlLabel
            control={<Switch checked={quiet.value !== null} onChange={(e) => quiet.onChange(e.target.checked ? { start: 22, end: 6 } : null)} />}
            label={t('notifications.quietHours')}
          />
        )}
      />
      {quietHours && (
        <Box sx={{ display: 'flex', gap: 2 }}>
          {(['start', 'end'] as const).map((edge) => (
            <SelectField key={edge} control={form.control} name={`quiet_hours.${edge}`} label={t(`notifications.quiet.${edge}`)} options={HOURS_OF_DAY} optionLabel={timeOfHour} sx={{ minWidth: 120 }} />
          ))}
        </Box>
      )}
      {quietHours && (
        <Controller
          control={form.control}
          name="quiet_hours_critical"
          render={({ field: critical }) => (
            <FormControlLabel control={<Switch checked={critical.value ?? false} onChange={(e) => critical.onChange(e.target.checked)} />} label={t('notifications.quietCritical')} />
          )}
        />
      )}
      <Typography variant="subtitle1" component="h2">
        {t('notifications.phoneChannels')}
      </Typography>
      {settings.telegram_available ? null : <Alert severity="info">{t('notifications.noTelegram')}</Alert>}
      <Controller
        control={form.control}
        name="channels"
        render={({ field: channels }) => (
          <Box component="table" sx={{ borderCollapse: 'collapse', '& td, & th': { p: 0.5, textAlign: 'center' }, '& th:first-of-type': { textAlign: 'left' } }}>
            <thead>
              <tr>
                <th>{t('notifications.severity')}</th>
                {PHONE_CHANNELS.map((c) => (
                  <th key={c}>{t(`notifications.channel.${c}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ALERT_SEVERITIES.map((s) => (
                <tr key={s}>
                  <th scope="row">{t(`alerts.severity.${s}`)}</th>
                  {PHONE_CHANNELS.map((c) => {
                    const list = channels.value?.[s] ?? [];
                    return (
                      <td key={c}>
                        <Checkbox
                          checked={list.includes(c)}
                          disabled={unavailable(c) && !list.includes(c)}
                          slotProps={{ input: { 'aria-label': `${t(`alerts.severity.${s}`)}: ${t(`notifications.channel.${c}`)}` } }}
                          onChange={(e) => channels.onChange({ ...(channels.value ?? NO_CHANNELS), [s]: e.target.checked ? [...list, c] : list.filter((x) => x !== c) })}
                          sx={{ width: 44, height: 44 }}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Box>
        )}
      />
      <TextField
        {...field('telegram_chat_id', { blank: null })}
        label={t('notifications.telegramChatId')}
        helperText={settings.telegram_bot ? t('notifications.telegramHelpBot', { bot: settings.telegram_bot }) : t('notifications.telegramHelp')}
      />
      <TextField
        {...webhook}
        type="url"
        label={t('notifications.webhookUrl')}
        helperText={webhookRefused ? t('notifications.webhookRefused') : t('notifications.webhookHelp')}
        error={webhookRefused || webhook.error}
      />
      {save.isError && <Alert severity="error">{webhookRefused ? t('notifications.webhookRefused') : t('notifications.saveFailed')}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('notifications.saved')}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={!form.formState.isValid || save.isPending}>
          {t('notifications.save')}
        </Button>
      </Box>
    </Box>
  );
}
