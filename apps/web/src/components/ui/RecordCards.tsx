import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface RecordCard {
  key: string | number;
  /** What the record is, first line ("ESP32-GAL-01", "25/11/2026 06:00"). */
  title: ReactNode;
  /** Chips beside the title: state, type, severity. */
  badges?: ReactNode;
  /** The table's other columns, label and value. */
  fields: readonly { label: string; value: ReactNode }[];
  /** Buttons of the record, each at least 44 px tall on a phone. */
  actions?: ReactNode;
}

/** A table's rows as cards on a phone: every column readable without scrolling sideways. */
export function RecordCards({ label, cards }: { label: string; cards: readonly RecordCard[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {cards.map((card) => (
        <Paper key={card.key} component="li" variant="outlined" sx={{ p: 1.5, overflowWrap: 'anywhere' }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600, mr: 'auto' }}>
              {card.title}
            </Typography>
            {card.badges}
          </Stack>
          <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
            {card.fields.map((field) => (
              <Box key={field.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {field.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {field.value}
                </Typography>
              </Box>
            ))}
          </Box>
          {card.actions ? (
            <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {card.actions}
            </Stack>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
