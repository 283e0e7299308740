import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { ShedListItem } from '@plantel/contracts';
import type { SortField } from '../filters/shedListOrdering';
import { overdueDays, shedListCellText, type CellFormatters, type ShedListColumn } from '../table/shedListColumns';
import { FITTED_GRID_PROPS, useFittedColumns } from '@/components/ui/useFittedColumns';
import { ALERT_LEVEL_MARK_PX, AlertLevelMark, isMarked } from './AlertLevelMark';
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
  /** The address a shed's row leads to, or null when it leads nowhere. */
  hrefFor: (item: ShedListItem) => string | null;
}

const NUMERIC: ReadonlySet<ShedListColumn> = new Set([
  'age',
  'weight',
  'variation_coef',
  'performance',
  'conversion_factor',
  'production_efficiency',
  'hen_day_percent',
  'hen_day_deviation',
  'available',
  'priority',
  'target_value',
  'predicted_weight',
]);
/** Figures with their units and short names ("Aviário 01", "Ross 308") are never split over two lines. */
const UNWRAPPED: ReadonlySet<string> = new Set([...NUMERIC, 'name', 'core', 'lineage', 'sex', 'stage']);
/** Room beside the text: the alert mark before a name, the chip padding of an overdue day. */
const ADORNMENTS = { name: ALERT_LEVEL_MARK_PX, target_date: 16 };

/**
 * The shed list as a server-paged, server-sorted table. A row opens the shed's next page: by a click
 * anywhere on it, by Enter on any of its cells, or through the shed's name, a real link (a new tab too).
 */
export function ShedListGrid({ columns, rows, count, loading, paging, ordering, onOrderingChange, formatters, hrefFor }: ShedListGridProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (item: ShedListItem) => {
    const href = hrefFor(item);
    if (href) void navigate(href);
  };
  const localeText = useGridLocaleText();
  const gridColumns = useMemo(
    () =>
      columns.map(
        (column): GridColDef<ShedListItem> => ({
          field: column,
          headerName: t(`shedList.fields.${column}`),
          align: NUMERIC.has(column) ? 'right' : 'left',
          headerAlign: NUMERIC.has(column) ? 'right' : 'left',
          valueGetter: (_value, row) => shedListCellText(row, column, formatters),
          ...(column === 'name'
            ? {
                renderCell: ({ row, value, tabIndex }) => {
                  const href = hrefFor(row);
                  return (
                    <>
                      <AlertLevelMark level={row.alert_level} />
                      {href ? (
                        <Link component={RouterLink} to={href} tabIndex={tabIndex} color="inherit" underline="hover" title={row.name}>
                          {value}
                        </Link>
                      ) : (
                        value
                      )}
                    </>
                  );
                },
              }
            : column === 'target_date'
              ? {
                  // An overdue slaughter day carries its marker as a chip, so the day itself reads whole.
                  renderCell: ({ row, value }) => {
                    const late = overdueDays(row, formatters.today);
                    if (late === null) return value;
                    return (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
                        {formatters.date(row.target_date)}
                        {/* In a narrow column the chip's words wrap rather than being cut. */}
                        <Chip size="small" color="warning" label={formatters.overdue(late)} sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' } }} />
                      </Box>
                    );
                  },
                }
              : {}),
        }),
      ),
    [columns, formatters, t, hrefFor],
  );
  const textOf = useCallback((row: ShedListItem, field: string) => shedListCellText(row, field as ShedListColumn, formatters), [formatters]);
  const fittedColumns = useFittedColumns(gridColumns, rows, textOf, UNWRAPPED, ADORNMENTS);
  const sortModel: GridSortModel = ordering.map((o) => ({ field: o.field, sort: o.direction }));

  return (
    <DataGrid
      aria-label={t('shedList.tableLabel')}
      rows={rows}
      columns={fittedColumns}
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
      // The name's own link handles its clicks (and Ctrl/middle clicks, for a new tab).
      onRowClick={(params, event) => {
        if (!(event.target as Element).closest('a')) open(params.row);
      }}
      onCellKeyDown={(params, event) => {
        if (event.key !== 'Enter' || (event.target as Element).closest('a')) return;
        event.preventDefault();
        open(params.row);
      }}
      localeText={localeText}
      autoHeight
      columnHeaderHeight={64}
      getRowHeight={FITTED_GRID_PROPS.getRowHeight}
      getEstimatedRowHeight={FITTED_GRID_PROPS.getEstimatedRowHeight}
      getRowClassName={({ row }) => (isMarked(row.alert_level) ? `alert-${row.alert_level}` : '')}
      sx={{
        ...FITTED_GRID_PROPS.sx,
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        // The row's edge in its most urgent open alert's colour.
        '& .alert-critical .MuiDataGrid-cell[data-colindex="0"]': { boxShadow: (theme) => `inset 4px 0 ${theme.palette.error.main}` },
        '& .alert-warning .MuiDataGrid-cell[data-colindex="0"]': { boxShadow: (theme) => `inset 4px 0 ${theme.palette.warning.main}` },
        '--DataGrid-overlayHeight': '160px',
      }}
    />
  );
}
