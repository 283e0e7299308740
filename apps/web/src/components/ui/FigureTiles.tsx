import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One figure: what it is, its value, and an optional note under it. */
export interface Figure {
  label: string;
  value: string;
  note?: string | undefined;
}

/** Key figures as a grid of tiles (a description list, so each value is read with its label). */
export function FigureTiles({ figures, minWidth = 160 }: { figures: readonly Figure[]; minWidth?: number }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}px), 1fr))` }}>
      {figures.map(({ label, value, note }) => (
        <Paper key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
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
