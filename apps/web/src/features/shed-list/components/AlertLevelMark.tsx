import ErrorIcon from '@mui/icons-material/Error';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ShedListItem } from '@plantel/contracts';
import { useTranslation } from 'react-i18next';

/** The colour of a shed's most urgent open alert, for the row's edge. */
export const ALERT_LEVEL_COLOR = { critical: 'error.main', warning: 'warning.main' } as const;

export const isMarked = (level: ShedListItem['alert_level']): level is 'critical' | 'warning' => level === 'critical' || level === 'warning';

/** Room the mark takes before a name: the icon and its gap. */
export const ALERT_LEVEL_MARK_PX = 26;

/** A shed's most urgent open alert, as an icon that names it (colour is never the only sign). */
export function AlertLevelMark({ level }: { level: ShedListItem['alert_level'] }) {
  const { t } = useTranslation();
  if (!isMarked(level)) return null;
  const label = t(`shedList.alertLevel.${level}`);
  const Icon = level === 'critical' ? ErrorIcon : WarningAmberIcon;
  return <Icon titleAccess={label} fontSize="small" sx={{ color: ALERT_LEVEL_COLOR[level], mr: 0.75, flexShrink: 0, verticalAlign: 'middle' }} />;
}
