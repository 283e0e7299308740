import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldText } from '@/components/form/serverFieldErrors';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ApiRequestError } from '@/lib/api-errors';
import { useArchiveRegisterItem, type RegisterKind } from '../api/registerApi';

/** Archive (after asking) or restore an item of the register; the server's refusal (a shed still housing a batch) is shown. */
export function useArchiver(kind: RegisterKind) {
  const { t, i18n } = useTranslation();
  const archive = useArchiveRegisterItem(kind);
  const [asking, setAsking] = useState<{ id: number; name: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = (id: number, archived: boolean) =>
    archive.mutate(
      { id, archived },
      {
        onSuccess: () => setAsking(null),
        onError: (error) => {
          setAsking(null);
          const reason = error instanceof ApiRequestError && error.status === 409 ? error.fields[0] : undefined;
          setRefusal(reason ? t('register.archiveRefused', { reason: apiFieldText(t, (k) => i18n.exists(k), reason) }) : t('register.saveFailed'));
        },
      },
    );
  const request = (item: { id: number; name: string; archived: boolean }) => (item.archived ? run(item.id, false) : setAsking(item));
  const element = (
    <>
      {asking ? (
        <ConfirmDialog
          title={t('register.archiveTitle', { name: asking.name })}
          text={t('register.archiveText')}
          confirmLabel={t('register.archive')}
          cancelLabel={t('register.cancel')}
          pending={archive.isPending}
          onConfirm={() => run(asking.id, true)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      <Snackbar open={refusal !== null} autoHideDuration={8000} onClose={() => setRefusal(null)}>
        <Alert severity="error" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      </Snackbar>
    </>
  );
  return { request, element };
}
