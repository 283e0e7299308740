import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '@/components/ui/ExportMenu';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { MODULE_OF_ROUTE, type RouteModule, type ShedListItem } from '@plantel/contracts';
import type { Feature } from '@/config/routes/routeMeta';
import { useCompanyToday } from '@/lib/companyToday';
import { useFormatters } from '@/lib/format';
import { useShedList } from '../api/getShedList';
import { toQueryParams } from '../filters/toQueryParams';
import { useShedListFilters } from '../hooks/useShedListFilters';
import { CATEGORY_COLUMNS, type CellFormatters } from '../table/shedListColumns';
import { ShedListCards } from './ShedListCards';
import { stageFiltersOf } from '../filters/stageSelection';
import { isMaskedForGuests } from '../filters/shedListCategories';
import { useSessionStore } from '@/stores/session';
import { ShedListFilters } from './ShedListFilters';
import { ShedListGrid } from './ShedListGrid';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { useShedListPaging } from './useShedListPaging';
import { usePhone } from '@/lib/usePhone';

interface ShedListViewProps {
  module: RouteModule;
  feature: Feature;
  /** The address a shed's row leads to, or null when it leads nowhere. */
  hrefFor: (item: ShedListItem) => string | null;
}

const SEARCH_DELAY_MS = 300;

/** A module's shed list for one feature: saved filters, then a server-paged table (cards on a phone). */
export function ShedListView({ module, feature, hrefFor }: ShedListViewProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const filters = useShedListFilters(module, feature);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const criteria = toQueryParams(filters.filters, filters.stages, search, filters.ordering);
  const paging = useShedListPaging(criteria.toString());
  const params = toQueryParams(filters.filters, filters.stages, search, filters.ordering, {
    limit: paging.pageSize,
    offset: paging.page * paging.pageSize,
  });
  const list = useShedList(filters.category, MODULE_OF_ROUTE[module], params);
  // The file holds every shed of the filters, search, stages and ordering on screen.
  const exportQuery = new URLSearchParams(criteria);
  exportQuery.set('module', MODULE_OF_ROUTE[module]);

  const format = useFormatters();
  const today = useCompanyToday();
  const guest = useSessionStore((state) => state.isGuest);
  const formatters = useMemo<CellFormatters>(
    () => ({
      t: (key) => t(key as never),
      number: format.number,
      date: (value) => format.dateTime(value, 'dd/MM/yyyy'),
      withdrawalUntil: (endsAt) => t('shedList.withdrawalUntil', { moment: format.dateTime(endsAt) }),
      today,
      overdue: (days) => t('shedList.overdue', { count: days, amount: format.number(days, 0) }),
      silos: (status, count) => t(`shedList.silos.${status}`, { count, amount: format.number(count, 0) }),
    }),
    [t, format, today],
  );
  const columns = useMemo(() => CATEGORY_COLUMNS[filters.category].filter((c) => !(guest && isMaskedForGuests(c))), [filters.category, guest]);
  const rows = list.data?.results ?? [];
  const count = list.data?.count ?? 0;
  const loading = list.isFetching;

  const exportMenu = <ExportMenu list={`sheds/${filters.category}`} query={exportQuery} fallbackName={`sheds-${filters.category}`} />;
  return (
    <>
      <ShedListFilters
        stageFilters={stageFiltersOf(module)}
        fields={filters.fields}
        filters={filters.filters}
        stages={filters.stages}
        search={filters.search}
        onSearch={filters.setSearch}
        onToggleStage={filters.toggleStage}
        onAddFilter={filters.addFilter}
        onRemoveFilter={filters.removeFilter}
        onClearFilters={filters.clearFilters}
        folded={phone}
        actions={phone ? exportMenu : undefined}
      />
      {phone ? null : <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{exportMenu}</Box>}
      {list.isError ? <RetryAlert message={t('shedList.loadFailed')} onRetry={() => void list.refetch()} /> : null}
      {phone ? (
        <ShedListCards columns={columns} rows={rows} count={count} loading={loading} paging={paging} formatters={formatters} hrefFor={hrefFor} />
      ) : (
        <ShedListGrid
          columns={columns}
          rows={rows}
          count={count}
          loading={loading}
          paging={paging}
          ordering={filters.ordering}
          onOrderingChange={filters.setOrdering}
          formatters={formatters}
          hrefFor={hrefFor}
        />
      )}
    </>
  );
}
