import {
  EXPORT_LABELS,
  FEED_CONTROL_EXPORT_COLUMNS,
  type AlertLanguage,
  type ExportLabels,
  type FeedControl,
  type FeedControlExportColumn,
  type FeedControlsExportQuery,
} from '@plantel/contracts';
import type { Db } from '../../db/database';
import { listFeedControls } from '../../repositories/feed-controls.repository';
import type { Principal } from '../access/auth.service';
import { feedControlOf, feedControlSelection } from '../nutrition/feed-controls.service';
import type { ExportColumn } from './export-columns';
import { exportFile, exportOptionsOf, type ExportFile } from './export-file';
import { pagedChunks } from './row-chunks';

function deliveryColumn(column: FeedControlExportColumn, labels: ExportLabels): ExportColumn<FeedControl> {
  const title = labels.feedControls[column];
  switch (column) {
    case 'date':
      return { kind: 'datetime', title, value: (d) => d.date };
    case 'silo':
      return { kind: 'text', title, value: (d) => d.silo_identification };
    case 'ration_type':
      return { kind: 'text', title, value: (d) => d.ration_type_name, width: 20 };
    case 'quantity':
      return { kind: 'number', title, value: (d) => d.quantity, decimals: 1 };
    case 'measured_quantity':
      return { kind: 'number', title, value: (d) => d.measured_quantity, decimals: 1 };
    case 'origin':
      return { kind: 'text', title, value: (d) => labels.feedControlTypes[d.feed_control_type] };
  }
}

/** `GET /v2/exports/feed-controls`: a batch's deliveries for the same query as the list, every page. */
export async function exportFeedControls(db: Db, principal: Principal, query: FeedControlsExportQuery, lang: AlertLanguage, now = new Date()): Promise<ExportFile> {
  const { batch, filter } = await feedControlSelection(db, principal, query, now);
  const options = await exportOptionsOf(db, principal, query.format, lang, now);
  const labels = EXPORT_LABELS[lang];
  const chunks = pagedChunks(async (limit, offset) => (await listFeedControls(db, { ...filter, limit, offset })).rows.map(feedControlOf));
  const columns = FEED_CONTROL_EXPORT_COLUMNS.map((c) => deliveryColumn(c, labels));
  return exportFile({ table: 'feed-controls', subject: batch.batch.identification, columns, chunks }, options);
}
