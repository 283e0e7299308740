import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { eventsWebhookSchema, type EventsWebhook } from '@plantel/contracts';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useEventsWebhook, useSaveEventsWebhook } from '../api/alertsApi';

/** Where the company's events go (the sanitary bulletin issued…), signed with the secret above (staff). */
export function EventsWebhookPanel() {
  const current = useEventsWebhook();
  if (!current.data) return null;
  return <EventsWebhookForm initial={current.data} />;
}

function EventsWebhookForm({ initial }: { initial: EventsWebhook }) {
  const { t } = useTranslation();
  const save = useSaveEventsWebhook();
  const { form, field, failures, refused } = useSchemaForm(eventsWebhookSchema, initial);
  const submit = form.handleSubmit((values) => save.mutate(values, { onError: refused }));
  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2} sx={{ maxWidth: 720 }} aria-label={t('eventsWebhook.title')}>
      <Typography color="text.secondary">{t('eventsWebhook.help')}</Typography>
      {failures.map((f) => (
        <Alert key={f} severity="error">
          {f}
        </Alert>
      ))}
      {save.isSuccess ? <Alert severity="success">{t('eventsWebhook.saved')}</Alert> : null}
      <TextField label={t('eventsWebhook.url')} type="url" placeholder="https://" fullWidth {...field('url', { blank: null, help: t('eventsWebhook.urlHelp') })} />
      <Button type="submit" variant="outlined" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('eventsWebhook.save')}
      </Button>
    </Stack>
  );
}
