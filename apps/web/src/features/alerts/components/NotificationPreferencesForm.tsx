import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import { ALERT_SEVERITIES, channelsFromEmail, notificationPreferencesSchema, timeOfHour, type ChannelsBySeverity, type NotificationPreferences, type NotificationSettings } from '@plantel/contracts';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { ApiRequestError } from '@/lib/api-errors';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';
import { useNotificationSettings, useSaveNotificationPreferences } from '../api/alertsApi';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** Chosen per severity here; e-mail follows the switch and the minimum severity above. */
const PHONE_CHANNELS = ['telegram', 'webhook', 'push'] as const;

/** The channels to store: e-mail from the switch and minimum severity, the others as ticked. */
function channelsOf(draft: NotificationPreferences): ChannelsBySeverity {
  const email = channelsFromEmail(draft.email, draft.min_severity);
  const chosen = draft.channels ?? { info: [], warning: [], critical: [] };
  const of = (s: keyof ChannelsBySeverity) => [...email[s], ...chosen[s].filter((c) => c !== 'email')];
  return { info: of('info'), warning: of('warning'), critical: of('critical') };
}

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

function Editor({ initial, settings }: { initial: NotificationPreferences; settings: Omit<NotificationSettings, 'preferences'> }) {
  const emailAvailable = settings.email_available;
  const unavailable = (c: (typeof PHONE_CHANNELS)[number]) => c === 'telegram' && !settings.telegram_available;
  const { t, i18n } = useTranslation();
  const save = useSaveNotificationPreferences();
  // The server refuses a webhook it would not call (plain http, or a local or private address).
  const webhookRefused = save.error instanceof ApiRequestError && save.error.status === 400 && save.error.fields.some((f) => f.field === 'webhook_url');
  const [draft, setDraft] = useState<NotificationPreferences>(initial);
  const [addressTouched, setAddressTouched] = useState(false);
  const checked = notificationPreferencesSchema.safeParse({ ...draft, email_address: draft.email_address || null, channels: channelsOf(draft) });
  const addressError = draft.email && addressTouched && !checked.success;
  const set = (patch: Partial<NotificationPreferences>) => {
    save.reset();
    setDraft((d) => ({ ...d, ...patch }));
  };

  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (checked.success) save.mutate({ ...checked.data, language: currentLanguage(i18n.language) });
      }}
    >
      <Typography>{t('notifications.inApp')}</Typography>
      {!emailAvailable && <Alert severity="info">{t('notifications.noSmtp')}</Alert>}
      <FormControlLabel control={<Switch checked={draft.email} onChange={(e) => set({ email: e.target.checked })} />} label={t('notifications.email')} />
      <TextField
        type="email"
        label={t('notifications.address')}
        value={draft.email_address ?? ''}
        disabled={!draft.email}
        onChange={(e) => set({ email_address: e.target.value || null })}
        onBlur={() => setAddressTouched(true)}
        error={addressError}
        helperText={addressError ? t('notifications.addressInvalid') : undefined}
      />
      <TextField select label={t('notifications.minSeverity')} value={draft.min_severity} onChange={(e) => set({ min_severity: e.target.value as NotificationPreferences['min_severity'] })}>
        {ALERT_SEVERITIES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`alerts.severity.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={draft.quiet_hours !== null} onChange={(e) => set({ quiet_hours: e.target.checked ? { start: 22, end: 6 } : null })} />}
        label={t('notifications.quietHours')}
      />
      {draft.quiet_hours && (
        <Box sx={{ display: 'flex', gap: 2 }}>
          {(['start', 'end'] as const).map((edge) => (
            <TextField
              key={edge}
              select
              label={t(`notifications.quiet.${edge}`)}
              value={draft.quiet_hours![edge]}
              onChange={(e) => set({ quiet_hours: { ...draft.quiet_hours!, [edge]: Number(e.target.value) } })}
              sx={{ minWidth: 120 }}
            >
              {HOURS.map((h) => (
                <MenuItem key={h} value={h}>
                  {timeOfHour(h)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
      )}
      {draft.quiet_hours && (
        <FormControlLabel
          control={<Switch checked={draft.quiet_hours_critical ?? false} onChange={(e) => set({ quiet_hours_critical: e.target.checked })} />}
          label={t('notifications.quietCritical')}
        />
      )}
      <Typography variant="subtitle1" component="h2">
        {t('notifications.phoneChannels')}
      </Typography>
      {settings.telegram_available ? null : <Alert severity="info">{t('notifications.noTelegram')}</Alert>}
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
                const list = draft.channels?.[s] ?? [];
                return (
                  <td key={c}>
                    <Checkbox
                      checked={list.includes(c)}
                      disabled={unavailable(c) && !list.includes(c)}
                      slotProps={{ input: { 'aria-label': `${t(`alerts.severity.${s}`)}: ${t(`notifications.channel.${c}`)}` } }}
                      onChange={(e) => {
                        const current = draft.channels ?? { info: [], warning: [], critical: [] };
                        set({ channels: { ...current, [s]: e.target.checked ? [...list, c] : list.filter((x) => x !== c) } });
                      }}
                      sx={{ width: 44, height: 44 }}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
      <TextField
        label={t('notifications.telegramChatId')}
        helperText={settings.telegram_bot ? t('notifications.telegramHelpBot', { bot: settings.telegram_bot }) : t('notifications.telegramHelp')}
        value={draft.telegram_chat_id ?? ''}
        onChange={(e) => set({ telegram_chat_id: e.target.value.trim() || null })}
        error={!checked.success && checked.error.issues.some((i) => i.path[0] === 'telegram_chat_id')}
      />
      <TextField
        type="url"
        label={t('notifications.webhookUrl')}
        helperText={webhookRefused ? t('notifications.webhookRefused') : t('notifications.webhookHelp')}
        value={draft.webhook_url ?? ''}
        onChange={(e) => set({ webhook_url: e.target.value.trim() || null })}
        error={webhookRefused || (!checked.success && checked.error.issues.some((i) => i.path[0] === 'webhook_url'))}
      />
      {save.isError && <Alert severity="error">{webhookRefused ? t('notifications.webhookRefused') : t('notifications.saveFailed')}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('notifications.saved')}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={!checked.success || save.isPending}>
          {t('notifications.save')}
        </Button>
      </Box>
    </Box>
  );
}
