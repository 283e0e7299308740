import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RegisterRowProps {
  title: string;
  /** Facts under the title, each a short line. */
  facts: (string | null | false | undefined)[];
  archived: boolean;
  editable: boolean;
  onEdit: () => void;
  /** Absent for what is never archived (a ration type is changed, not archived). */
  onArchive?: () => void;
  /** Other actions (lodge a batch, open the dashboard). */
  actions?: ReactNode;
  /** A status chip beside the title (occupied, empty N days). */
  status?: ReactNode;
  /** h4 under a group's heading (the property the rows are of). */
  heading?: 'h3' | 'h4';
}

/** One item of a register list: what it is, its facts, and what an editor may do with it. */
export function RegisterRow({ title, facts, archived, editable, onEdit, onArchive, actions, status, heading = 'h3' }: RegisterRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <li>
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0, opacity: archived ? 0.75 : 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography id={headingId} variant="subtitle1" component={heading} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {archived ? <Chip size="small" label={t('register.archived')} /> : status}
        </Box>
        {facts.filter(Boolean).map((fact) => (
          <Typography key={fact as string} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {fact}
          </Typography>
        ))}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {actions}
          {editable && !archived ? (
            <Button size="small" onClick={onEdit} aria-label={t('register.editItem', { name: title })} sx={{ minHeight: 44 }}>
              {t('register.edit')}
            </Button>
          ) : null}
          {editable && onArchive ? (
            <Button size="small" color={archived ? 'primary' : 'inherit'} onClick={onArchive} aria-label={t(archived ? 'register.restoreItem' : 'register.archiveItem', { name: title })} sx={{ minHeight: 44 }}>
              {archived ? t('register.restore') : t('register.archive')}
            </Button>
          ) : null}
        </Box>
      </Paper>
    </li>
  );
}

/** The heading of a group of rows (a property's sheds or silos) inside a register list. */
export function RegisterGroupHeading({ title }: { title: string }) {
  return (
    <li>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ pt: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
    </li>
  );
}

/** Rows under their group's heading where the group changes, when the list is grouped. */
export function withGroupHeadings<T>(items: readonly T[], grouped: boolean, groupOf: (item: T) => { key: string; title: string }, row: (item: T) => ReactNode): ReactNode[] {
  return items.flatMap((item, i) => {
    const group = groupOf(item);
    const starts = grouped && (i === 0 || groupOf(items[i - 1]!).key !== group.key);
    return starts ? [<RegisterGroupHeading key={`group-${group.key}-${i}`} title={group.title} />, row(item)] : [row(item)];
  });
}
