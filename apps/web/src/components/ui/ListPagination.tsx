import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  count: number;
  /** Zero-based page shown. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** What the page size counts, e.g. "Rows per page". */
  perPageLabel: string;
  onChange: (page: number, pageSize: number) => void;
}

/** Paging under a server-paged list: page size choice and "1–25 of 300"; a new page size goes back to the first page. */
export function ListPagination({ count, page, pageSize, pageSizes, perPageLabel, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes}
      onPageChange={(_event, next) => onChange(next, pageSize)}
      onRowsPerPageChange={(event) => onChange(0, Number(event.target.value))}
      labelRowsPerPage={perPageLabel}
      labelDisplayedRows={({ from, to, count: total }) => t('pagination.displayedRows', { from, to, count: total })}
    />
  );
}
