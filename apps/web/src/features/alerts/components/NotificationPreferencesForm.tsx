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
import { ALERT_SEVERITIES, notificationPreferencesSchema, timeOfHour, type NotificationPreferences } from '@plantel/contracts';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';
import { useNotificationSettings, useSaveNotificationPreferences } from '../api/alertsApi';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

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
  return <Editor initial={settings.data.preferences} emailAvailable={settings.data.email_available} />;
}

function Editor({ initial, emailAvailable }: { initial: NotificationPreferences; emailAvailable: boolean }) {
  const { t, i18n } = useTranslation();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences>(initial);
  const [addressTouched, setAddressTouched] = useState(false);
  const checked = notificationPreferencesSchema.safeParse({ ...draft, email_address: draft.email_address || null });
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
      {save.isError && <Alert severity="error">{t('notifications.saveFailed')}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('notifications.saved')}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={!checked.success || save.isPending}>
          {t('notifications.save')}
        </Button>
      </Box>
    </Box>
  );
}
