import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULES, hasPermission, sanitaryBreakSettingsSchema, type SanitaryBreakSettings } from '@plantel/contracts';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { FormStatus, type FormMessage } from '@/components/ui/FormStatus';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useSessionStore } from '@/stores/session';
import { useSanitaryBreaks, useSaveSanitaryBreaks } from '../api/sanitaryBreakApi';

/** Each module's sanitary break (vazio sanitário), in days: an editor changes those of his Cadastro modules. */
export function SanitaryBreakPanel() {
  const { t } = useTranslation();
  const breaks = useSanitaryBreaks();
  if (breaks.isPending) return <Skeleton variant="rounded" height={200} aria-label={t('app.loading')} />;
  if (breaks.isError) return <RetryAlert message={t('register.loadFailed')} onRetry={() => void breaks.refetch()} />;
  return <SanitaryBreakForm breaks={breaks.data} />;
}

function SanitaryBreakForm({ breaks }: { breaks: SanitaryBreakSettings }) {
  const { t } = useTranslation();
  const session = useSessionStore();
  const save = useSaveSanitaryBreaks();
  const [message, setMessage] = useState<FormMessage>(null);
  const { form, field, refused } = useSchemaForm(sanitaryBreakSettingsSchema, breaks);
  const mayChange = (m: (typeof MODULES)[number]) => session.is_superuser || (session.is_staff && hasPermission(session.roles, m, 'Cadastro'));
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(saved);
        setMessage({ severity: 'success', text: t('register.break.saved') });
      },
      onError: refused,
    }),
  );
  return (
    <Box component="form" noValidate aria-label={t('register.break.title')} onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography color="text.secondary">{t('register.break.about')}</Typography>
      {MODULES.map((m) => (
        <TextField
          key={m}
          {...field(m, { number: true, help: t('register.break.help') })}
          disabled={!mayChange(m)}
          label={t('register.break.days', { module: t(`modules.${m}`) })}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ))}
      <FormStatus message={message} />
      {MODULES.some(mayChange) ? (
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ minHeight: 44 }}>
            {t('register.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
