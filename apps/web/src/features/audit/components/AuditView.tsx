import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from '@plantel/contracts';
import { ExportMenu } from '@/components/ui/ExportMenu';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFormatters } from '@/lib/format';
import { AUDIT_PAGE_SIZE, useAudit, type AuditFilter } from '../api/auditApi';
import { FilterSelect } from '@/components/form/FilterSelect';

/** A value as the server wrote it in words; none is a dash. */
const shown = (value: string | null) => value ?? '—';


/** The company's changes: who, when, what, and each field before and after. */
export function AuditView() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [filter, setFilter] = useState<AuditFilter>({ entity: '', action: '', actor: '', page: 0 });
  const audit = useAudit(filter);
  const change = (next: Partial<AuditFilter>) => setFilter({ ...filter, ...next, page: 0 });
  const pages = Math.max(1, Math.ceil((audit.data?.count ?? 0) / AUDIT_PAGE_SIZE));
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <FilterSelect
          label={t('audit.entity')}
          value={filter.entity}
          options={[{ value: '' as const, label: t('audit.any') }, ...AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`audit.entities.${e}`) }))]}
          onChange={(entity) => change({ entity })}
          sx={{ flex: '1 1 160px' }}
        />
        <FilterSelect
          label={t('audit.action')}
          value={filter.action}
          options={[{ value: '' as const, label: t('audit.any') }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))]}
          onChange={(action) => change({ action })}
          sx={{ flex: '1 1 160px' }}
        />
        <TextField size="small" label={t('audit.actor')} value={filter.actor} onChange={(e) => change({ actor: e.target.value })} sx={{ flex: '1 1 160px' }} />
        <ExportMenu list="audit" query={{ entity: filter.entity, action: filter.action, actor: filter.actor.trim() }} fallbackName="audit" disabled={audit.data?.count === 0} />
      </Box>
      {audit.isPending ? (
        <Skeleton variant="rounded" height={200} aria-label={t('app.loading')} />
      ) : audit.isError ? (
        <RetryAlert message={t('audit.loadFailed')} onRetry={() => void audit.refetch()} />
      ) : audit.data.count === 0 ? (
        <Typography color="text.secondary">{t('audit.none')}</Typography>
      ) : (
        <Stack component="ol" aria-label={t('audit.list')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {audit.data.results.map((entry) => (
            <AuditItem key={entry.id} entry={entry} when={format.dateTime(entry.at)} />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button disabled={filter.page === 0} onClick={() => setFilter({ ...filter, page: filter.page - 1 })}>
            {t('audit.newer')}
          </Button>
          <Typography variant="body2">{t('audit.page', { page: filter.page + 1, pages })}</Typography>
          <Button disabled={filter.page + 1 >= pages} onClick={() => setFilter({ ...filter, page: filter.page + 1 })}>
            {t('audit.older')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

function AuditItem({ entry, when }: { entry: AuditEntry; when: string }) {
  const { t } = useTranslation();
  return (
    <li>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {t('audit.headline', { actor: entry.actor, action: t(`audit.actions.${entry.action}`), entity: t(`audit.entities.${entry.entity}`), label: entry.label })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
        {entry.changes.length > 0 ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
            {entry.changes.map((change) => (
              <Box key={change.field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {change.name}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {entry.before && entry.after ? t('audit.fromTo', { before: shown(change.before), after: shown(change.after) }) : shown(entry.after ? change.after : change.before)}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </Paper>
    </li>
  );
}
