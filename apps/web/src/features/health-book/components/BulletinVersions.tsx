import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useTranslation } from 'react-i18next';
import type { BulletinVersion } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';
import { useBulletinVersions, useIssueBulletin } from '../api/healthBook';

/** The bulletin's newest version issued, what became of its sending, whether it is out of date; staff issue it again. */
export function BulletinVersions({ batchId, staff }: { batchId: number; staff: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const versions = useBulletinVersions(batchId);
  const issue = useIssueBulletin(batchId);
  const newest = versions.data?.results[0];
  const issued = (v: BulletinVersion) =>
    v.automatic
      ? t('health.bulletin.issuedAutomatically', { version: v.version, at: format.dateTime(v.issued_at) })
      : t('health.bulletin.issuedBy', { version: v.version, at: format.dateTime(v.issued_at), who: v.issued_by ?? '—' });
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      {versions.data?.out_of_date ? (
        <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
          {t('health.bulletin.outOfDate')}
        </Alert>
      ) : null}
      {newest ? (
        <Typography variant="body2">
          {issued(newest)} · {t(`health.bulletin.delivery.${newest.delivery.status}`, { detail: newest.delivery.detail ?? '' })}
        </Typography>
      ) : versions.data ? (
        <Typography variant="body2" color="text.secondary">
          {t('health.bulletin.neverIssued')}
        </Typography>
      ) : null}
      {staff ? (
        <Button variant="outlined" startIcon={<SendOutlined />} loading={issue.isPending} onClick={() => issue.mutate()}>
          {t(newest ? 'health.bulletin.issueAgain' : 'health.bulletin.issue')}
        </Button>
      ) : null}
      {issue.isError ? (
        <Typography role="alert" variant="caption" color="error">
          {t('health.bulletin.issueFailed')}
        </Typography>
      ) : null}
    </Stack>
  );
}
