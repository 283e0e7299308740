import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One figure: what it is, its value, and an optional note under it. */
export interface Figure {
  label: string;
  value: string;
  note?: string | undefined;
  /** The figure is what the shed's worst condition is about: drawn red. */
  alarm?: boolean | undefined;
}

/**
 * Key figures as a grid of tiles (a description list, so each value is read with its label). A few
 * tiles share the row's whole width (auto-fit), so a long word ("Intermediário") is never cut; a word
 * longer than a phone's tile breaks rather than overflows.
 */
export function FigureTiles({ figures, minWidth = 160 }: { figures: readonly Figure[]; minWidth?: number }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minWidth}px), 1fr))` }}>
      {figures.map(({ label, value, note, alarm }) => (
        <Paper
          key={label}
          variant="outlined"
          data-alarm={alarm ? 'true' : undefined}
          sx={alarm ? { p: 2, borderColor: 'error.main', borderWidth: 2, color: 'error.main' } : { p: 2 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          {/* A phone's tile is some 140 px wide: a date (02/12/2026), bold when it alarms, fits on one line at this size. */}
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: alarm ? 700 : undefined, overflowWrap: 'break-word', fontSize: { xs: '1.25rem', sm: undefined } }}>
            {value}
          </Typography>
          {note ? (
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {note}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
