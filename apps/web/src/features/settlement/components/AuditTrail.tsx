import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StatementVersion } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';

/** A changed figure's value as written: numbers in the language's way, anything else as text. */
function useValue() {
  const format = useFormatters();
  return (value: unknown) => (typeof value === 'number' ? format.number(value, Number.isInteger(value) ? 0 : 3) : value === null || value === undefined ? '—' : JSON.stringify(value));
}

/** Every version of the statement: who, when, why, the amount payable, and each figure that changed. */
export function AuditTrail({ versions }: { versions: StatementVersion[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const value = useValue();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="statement-trail" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="statement-trail" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('settlement.statement.trail')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
        {versions.map((v) => (
          <li key={v.version}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('settlement.statement.trailLine', {
                version: v.version,
                when: format.dateTime(v.created_at),
                who: v.created_by?.name ?? '—',
                payable: format.money(v.payable_cents),
              })}
            </Typography>
            <Typography color="text.secondary">{v.reason ?? t('settlement.statement.original')}</Typography>
            {v.changes.length > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
                {v.changes.map((c) => (
                  <li key={c.field}>
                    <Typography variant="body2">
                      <code>{c.field}</code>: {value(c.before)} → {value(c.after)}
                    </Typography>
                  </li>
                ))}
              </Box>
            ) : null}
          </li>
        ))}
      </Box>
    </Paper>
  );
}
