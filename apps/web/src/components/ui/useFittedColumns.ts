import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';

/** A cell's and a header's padding, left and right (FITTED_GRID_PROPS sets it). */
const CELL_PADDING_PX = 16;
/** A header's padding and a little slack; its sort arrow goes under the title when there is no room beside it. */
const HEADER_CHROME_PX = 20;

let canvas: HTMLCanvasElement | undefined;
/** The width of `text` drawn in `font`. */
function textWidth(text: string, font: string): number {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return text.length * 8;
  context.font = font;
  return context.measureText(text).width;
}

const widest = (texts: Iterable<string>, font: string) => {
  let most = 0;
  for (const text of texts) most = Math.max(most, textWidth(text, font));
  return Math.ceil(most);
};
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Columns that share the grid's width as an HTML table does: each at least as wide as the longest
 * word of its header and of its cells; a `whole` column (figures with their units, short names) as
 * wide as its longest text, never wrapped; the room left shared by the others. Text wraps between
 * words and rows grow to hold it (pair with `FITTED_GRID_PROPS`), so no cell cuts its text with an
 * ellipsis.
 */
export function useFittedColumns<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
  rows: readonly Row[],
  textOf: (row: Row, field: string) => string,
  whole: ReadonlySet<string> = new Set(),
  /** Room an icon or mark drawn beside a column's text takes, px. */
  adornments: Readonly<Record<string, number>> = {},
) {
  return useMemo(() => {
    if (typeof document === 'undefined') return [...columns];
    const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
    const headerFont = `500 14px ${family}`;
    const cellFont = `400 14px ${family}`;
    return columns.map((column): GridColDef<Row> => {
      const cells = rows.map((row) => textOf(row, column.field));
      const header = widest(wordsOf(column.headerName ?? ''), headerFont) + HEADER_CHROME_PX;
      const content = widest(whole.has(column.field) ? cells : cells.flatMap(wordsOf), cellFont) + CELL_PADDING_PX + (adornments[column.field] ?? 0);
      const { width: _width, flex: _flex, ...rest } = column;
      const least = Math.max(column.minWidth ?? 0, header, content);
      // Whole columns keep to their content; the room left goes to the columns whose text wraps.
      return whole.has(column.field) ? { ...rest, width: least } : { ...rest, flex: 1, minWidth: least };
    });
  }, [columns, rows, textOf, whole, adornments]);
}

/** The grid props that let fitted columns wrap their text between words. */
export const FITTED_GRID_PROPS = {
  getRowHeight: () => 'auto' as const,
  getEstimatedRowHeight: () => 52,
  sx: {
    '& .MuiDataGrid-cell': { whiteSpace: 'normal', lineHeight: 1.4, py: 1, px: 1, display: 'flex', alignItems: 'center' },
    '& .MuiDataGrid-columnHeader': { px: 1 },
    '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
    '& .MuiDataGrid-columnHeaderTitleContainer': { flexWrap: 'wrap' },
  },
};
