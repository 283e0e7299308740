import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ShedListItem } from '@plantel/contracts';
import { shedListCellText, type CellFormatters, type ShedListColumn } from '../table/shedListColumns';
import { ALERT_LEVEL_COLOR, AlertLevelMark, isMarked } from './AlertLevelMark';
import { PAGE_SIZES, type ShedListPaging } from './useShedListPaging';
import { ListPagination } from '@/components/ui/ListPagination';

interface ShedListCardsProps {
  columns: readonly ShedListColumn[];
  rows: readonly ShedListItem[];
  count: number;
  loading: boolean;
  paging: ShedListPaging;
  formatters: CellFormatters;
  hrefFor: (item: ShedListItem) => string | null;
}

/** The shed list on a phone: one card per shed with the list's figures, and the same paging. */
export function ShedListCards({ columns, rows, count, loading, paging, formatters, hrefFor }: ShedListCardsProps) {
  const { t } = useTranslation();
  const details = columns.filter((c) => c !== 'name');
  return (
    <Box aria-busy={loading}>
      {loading ? <LinearProgress aria-label={t('app.loading')} sx={{ mb: 1 }} /> : null}
      {rows.length === 0 && !loading ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('shedList.empty')}
        </Typography>
      ) : null}
      <Box component="ul" aria-label={t('shedList.tableLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((item) => {
          const href = hrefFor(item);
          const content = (
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center' }}>
                <AlertLevelMark level={item.alert_level} />
                {shedListCellText(item, 'name', formatters)}
              </Typography>
              {/* A long name wraps within its column rather than widening the card past the phone. */}
              <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'fit-content(55%) minmax(0, 1fr)', columnGap: 2, rowGap: 0.25 }}>
                {details.map((column) => (
                  <Box key={column} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(`shedList.fields.${column}`)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {shedListCellText(item, column, formatters)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          );
          return (
            <li key={item.id}>
              <Card variant="outlined" sx={isMarked(item.alert_level) ? { borderLeft: 4, borderLeftColor: ALERT_LEVEL_COLOR[item.alert_level] } : undefined}>
                {href ? (
                  <CardActionArea component={RouterLink} to={href}>
                    {content}
                  </CardActionArea>
                ) : (
                  content
                )}
              </Card>
            </li>
          );
        })}
      </Box>
      <ListPagination
        count={count}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizes={PAGE_SIZES}
        perPageLabel={t('shedList.perPage')}
        onChange={(page, pageSize) => paging.change(page, pageSize)}
      />
    </Box>
  );
}
