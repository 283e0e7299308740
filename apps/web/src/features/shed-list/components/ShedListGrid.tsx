import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShedListItem } from '@plantel/contracts';
import type { SortField } from '../filters/shedListOrdering';
import { shedListCellText, type CellFormatters, type ShedListColumn } from '../table/shedListColumns';
import { useGridLocaleText } from './useGridLocaleText';
import { PAGE_SIZES, type ShedListPaging } from './useShedListPaging';

interface ShedListGridProps {
  columns: readonly ShedListColumn[];
  rows: readonly ShedListItem[];
  count: number;
  loading: boolean;
  paging: ShedListPaging;
  ordering: readonly SortField[];
  onOrderingChange: (ordering: SortField[]) => void;
  formatters: CellFormatters;
  onOpen: (item: ShedListItem) => void;
}

const WIDE: ReadonlySet<ShedListColumn> = new Set(['name', 'producer', 'property']);
const NUMERIC: ReadonlySet<ShedListColumn> = new Set([
  'age',
  'weight',
  'variation_coef',
  'performance',
  'conversion_factor',
  'production_efficiency',
  'available',
  'priority',
  'target_value',
]);
/** Columns whose title needs more room than a figure's usual width. */
const TITLE_WIDTH: Partial<Record<ShedListColumn, number>> = { conversion_factor: 170 };

/** The shed list as a server-paged, server-sorted table; a row opens the shed's next page. */
export function ShedListGrid({ columns, rows, count, loading, paging, ordering, onOrderingChange, formatters, onOpen }: ShedListGridProps) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText();
  const gridColumns = useMemo(
    () =>
      columns.map(
        (column): GridColDef<ShedListItem> => ({
          field: column,
          headerName: t(`shedList.fields.${column}`),
          minWidth: WIDE.has(column) ? 180 : (TITLE_WIDTH[column] ?? 110),
          flex: WIDE.has(column) ? 1 : undefined,
          align: NUMERIC.has(column) ? 'right' : 'left',
          headerAlign: NUMERIC.has(column) ? 'right' : 'left',
          valueGetter: (_value, row) => shedListCellText(row, column, formatters),
        }),
      ),
    [columns, formatters, t],
  );
  const sortModel: GridSortModel = ordering.map((o) => ({ field: o.field, sort: o.direction }));

  return (
    <DataGrid
      aria-label={t('shedList.tableLabel')}
      rows={rows}
      columns={gridColumns}
      rowCount={count}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      pageSizeOptions={PAGE_SIZES}
      paginationModel={{ page: paging.page, pageSize: paging.pageSize }}
      onPaginationModelChange={(model) => paging.change(model.page, model.pageSize)}
      sortModel={sortModel}
      onSortModelChange={(model) =>
        onOrderingChange(model.flatMap((item) => (item.sort ? [{ field: item.field, direction: item.sort }] : [])))
      }
      onRowClick={(params) => onOpen(params.row)}
      localeText={localeText}
      autoHeight
      sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '--DataGrid-overlayHeight': '160px' }}
    />
  );
}
