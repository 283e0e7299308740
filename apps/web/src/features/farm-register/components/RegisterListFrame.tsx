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
import { REGISTER_ORDERS, type RegisterOrder } from '@plantel/contracts';
import { ListPagination } from '@/components/ui/ListPagination';
import { REGISTER_PAGE_SIZES, type RegisterFilter } from '../api/registerApi';
import { FilterSelect } from '@/components/form/FilterSelect';

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


/**
 * One list of the register: search, archived or in use, the order where the kind has more than one,
 * the "new" button for editors, the rows, and the pages under them. A new search, show or order
 * goes back to the first page.
 */
export function RegisterListFrame({ kind, filter, onFilter, editable, onNew, newBlocked, query, children, dialogs }: RegisterListFrameProps) {
  const { t } = useTranslation();
  const orders: readonly RegisterOrder[] = REGISTER_ORDERS[kind];
  const refilter = (next: Partial<RegisterFilter>) => onFilter({ ...filter, ...next, page: 0 });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={t('register.search')}
          value={filter.search}
          onChange={(e) => refilter({ search: e.target.value })}
          sx={{ flex: '1 1 220px', minWidth: 0 }}
        />
        <FilterSelect
          label={t('register.show')}
          value={filter.archived}
          options={[
            { value: 'false' as const, label: t('register.inUse') },
            { value: 'true' as const, label: t('register.archivedOnly') },
            { value: 'all' as const, label: t('register.all') },
          ]}
          onChange={(archived) => refilter({ archived })}
          sx={{ flex: '0 1 180px', minWidth: 0 }}
        />
        {orders.length > 1 ? (
          <FilterSelect
            label={t('register.order')}
            value={filter.order}
            options={orders.map((order) => ({ value: order, label: t(`register.orders.${order}`) }))}
            onChange={(order) => refilter({ order })}
            sx={{ flex: '0 1 200px', minWidth: 0 }}
          />
        ) : null}
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
        <>
          <Stack component="ul" aria-label={t(`register.tabs.${kind}`)} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {children}
          </Stack>
          {query.data && query.data.count > REGISTER_PAGE_SIZES[0] ? (
            <ListPagination
              count={query.data.count}
              page={filter.page}
              pageSize={filter.pageSize}
              pageSizes={REGISTER_PAGE_SIZES}
              perPageLabel={t('register.perPage')}
              onChange={(page, pageSize) => onFilter({ ...filter, page, pageSize })}
            />
          ) : null}
        </>
      )}
      {dialogs}
    </Stack>
  );
}
