import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYING_MODULES, hasModule, hasPermission, type LayStandardSummary } from '@plantel/contracts';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';
import { downloadLayStandardTemplate, useDeleteLayStandard, useLayStandards } from '../api/layStandards';
import { LayStandardDialog } from './LayStandardDialog';
import { LayStandardWeeksDialog } from './LayStandardWeeksDialog';

/**
 * The company's breed lay standards: each flock of a laying module is compared with the one of its
 * lineage. Staff with Cadastro in the module import and remove them; everyone else reads the list.
 */
export function LayStandardsView() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const roles = useSessionStore((s) => s.roles);
  const superuser = useSessionStore((s) => s.is_superuser);
  const staff = useSessionStore((s) => s.is_staff);
  const standards = useLayStandards();
  const removing = useDeleteLayStandard();
  const [importing, setImporting] = useState(false);
  const [toRemove, setToRemove] = useState<LayStandardSummary | null>(null);
  const [shown, setShown] = useState<LayStandardSummary | null>(null);
  const [template, setTemplate] = useState<'idle' | 'busy' | 'failed'>('idle');
  const editable = LAYING_MODULES.filter((m) => superuser || (staff && hasPermission(roles, m, 'Cadastro')));
  const readable = LAYING_MODULES.some((m) => hasModule(roles, m)) || superuser;
  // The open flocks' lineages no standard is loaded for: compared with their own weeks only.
  const without = standards.data?.lineages.filter((l) => l.standard === null) ?? [];

  const download = () => {
    setTemplate('busy');
    downloadLayStandardTemplate(currentLanguage(i18n.language)).then(
      () => setTemplate('idle'),
      () => setTemplate('failed'),
    );
  };

  if (!readable) return <Alert severity="info">{t('layStandards.noModule')}</Alert>;
  return (
    <Stack spacing={3} sx={{ maxWidth: 900, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={download} loading={template === 'busy'} sx={{ minHeight: 48 }}>
          {t('layStandards.template')}
        </Button>
        {editable.length > 0 ? (
          <Button variant="contained" onClick={() => setImporting(true)} sx={{ minHeight: 48 }}>
            {t('layStandards.import')}
          </Button>
        ) : null}
      </Stack>
      {template === 'failed' ? <Alert severity="error">{t('layStandards.templateFailed')}</Alert> : null}
      {editable.length === 0 ? <Alert severity="info">{t('layStandards.readOnly')}</Alert> : null}
      {standards.isError ? <RetryAlert message={t('layStandards.loadFailed')} onRetry={() => void standards.refetch()} /> : null}
      {standards.isPending ? <Skeleton variant="rounded" height={120} aria-label={t('app.loading')} /> : null}
      {standards.data?.items.length === 0 ? <Typography color="text.secondary">{t('layStandards.none')}</Typography> : null}
      {standards.data && standards.data.items.length > 0 ? (
        <Paper variant="outlined">
          <List aria-label={t('layStandards.listLabel')} disablePadding>
            {standards.data.items.map((s) => (
              <ListItem
                key={s.id}
                divider
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                <ListItemText
                  primary={`${s.lineage} · ${t(`modules.${s.module}`)}`}
                  secondary={
                    <>
                      {t('layStandards.summary', { first: s.first_week, last: s.last_week, count: s.weeks, date: format.dateTime(s.imported_at, 'P') })}
                      <br />
                      {t('layStandards.flocks', { count: s.flocks })}
                    </>
                  }
                  sx={{ flex: '1 1 240px', minWidth: 0 }}
                />
                <Stack direction="row" spacing={1}>
                  <Button onClick={() => setShown(s)} aria-label={t('layStandards.showFor', { lineage: s.lineage })} sx={{ minHeight: 48 }}>
                    {t('layStandards.show')}
                  </Button>
                  {editable.includes(s.module) ? (
                    <Button color="error" onClick={() => setToRemove(s)} aria-label={t('layStandards.removeFor', { lineage: s.lineage })} sx={{ minHeight: 48 }}>
                      {t('layStandards.remove')}
                    </Button>
                  ) : null}
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
      {without.length > 0 ? (
        <Alert severity="info">
          {t('layStandards.withoutStandard')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {without.map((l) => (
              <li key={`${l.module}-${l.lineage}`}>{t('layStandards.lineageFlocks', { lineage: l.lineage, module: t(`modules.${l.module}`), count: l.flocks })}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {importing ? <LayStandardDialog modules={editable} lineages={standards.data?.lineages ?? []} onClose={() => setImporting(false)} /> : null}
      {shown ? <LayStandardWeeksDialog standard={shown} onClose={() => setShown(null)} /> : null}
      {toRemove ? (
        <ConfirmDialog
          title={t('layStandards.removeTitle', { lineage: toRemove.lineage })}
          text={t('layStandards.removeText')}
          confirmLabel={t('layStandards.remove')}
          cancelLabel={t('performance.form.cancel')}
          pending={removing.isPending}
          onConfirm={() => removing.mutate(toRemove.id, { onSuccess: () => setToRemove(null) })}
          onCancel={() => setToRemove(null)}
        />
      ) : null}
    </Stack>
  );
}
