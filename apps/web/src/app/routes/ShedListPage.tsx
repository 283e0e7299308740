import Typography from '@mui/material/Typography';
import { generatePath, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShedListItem } from '@plantel/contracts';
import { routeMetaForPath } from '@/config/routes/findRoute';
import { SEX_PARAM } from '@/config/routes/sex';
import { useRouteMeta } from '@/config/routes/useRouteMeta';
import { ShedListView } from '@/features/shed-list/components/ShedListView';

/** Every list route: the module's sheds for the route's feature; a row opens the route's next page. */
export function ShedListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  if (!meta?.module || !meta.feature || !meta.role) return null;
  const { module, feature, next } = meta;

  const open = (item: ShedListItem) => {
    if (!next) return;
    if (next.includes(':last_batch_id') && item.last_batch === null) return;
    const path = generatePath(next, { id: String(item.id), last_batch_id: String(item.last_batch) });
    // Dashboards of sexed batches take the sex in the address (spec §2: 3 male, else female).
    const takesSex = routeMetaForPath(path)?.sex && item.sex;
    navigate(takesSex ? `${path}?${SEX_PARAM}=${item.sex!.external_id}` : path);
  };

  return (
    <>
      <Typography variant="overline" component="p" color="text.secondary">
        {t(`modules.${meta.role}`)}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(`features.${feature}`)}
      </Typography>
      <ShedListView key={`${module}/${feature}`} module={module} feature={feature} onOpen={open} />
    </>
  );
}
