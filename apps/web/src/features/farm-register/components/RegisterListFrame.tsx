import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { RegisterFilter } from '../api/registerApi';

interface RegisterListFrameProps {
  /** What the list holds, for its label and the "new" button. */
  kind: 'producers' | 'properties' | 'sheds' | 'silos';
  filter: RegisterFilter;
  onFilter: (filter: RegisterFilter) => void;
  editable: boolean;
  onNew: () => void;
  /** Why nothing new can be made yet (e.g. no producer for a property), when so. */
  newBlocked?: string | undefined;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: { count: number } | undefined };
  /** The rows. */
  children: ReactNode;
  /** Dialogs (new, edit, archive), open whatever the list holds. */
  dialogs: ReactNode;
}

/** One list of the register: search, archived or in use, the "new" button for editors, and the rows. */
export function RegisterListFrame({ kind, filter, onFilter, editable, onNew, newBlocked, query, children, dialogs }: RegisterListFrameProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={t('register.search')}
          value={filter.search}
          onChange={(e) => onFilter({ ...filter, search: e.target.value })}
          sx={{ flex: '1 1 220px', minWidth: 0 }}
        />
        <TextField
          size="small"
          select
          label={t('register.show')}
          value={filter.archived}
          onChange={(e) => onFilter({ ...filter, archived: e.target.value as RegisterFilter['archived'] })}
          slotProps={{ select: { native: true } }}
          sx={{ flex: '0 1 180px', minWidth: 0 }}
        >
          <option value="false">{t('register.inUse')}</option>
          <option value="true">{t('register.archivedOnly')}</option>
          <option value="all">{t('register.all')}</option>
        </TextField>
        {editable ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onNew} disabled={newBlocked !== undefined} sx={{ minHeight: 44 }}>
            {t(`register.${kind}.new`)}
          </Button>
        ) : null}
      </Box>
      {editable && newBlocked ? <Alert severity="info">{newBlocked}</Alert> : null}
      {query.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label={t('app.loading')} />
      ) : query.isError ? (
        <RetryAlert message={t('register.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data?.count === 0 ? (
        <Typography color="text.secondary">{t(`register.${kind}.none`)}</Typography>
      ) : (
        <Stack component="ul" aria-label={t(`register.tabs.${kind}`)} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {children}
        </Stack>
      )}
      {dialogs}
    </Stack>
  );
}
