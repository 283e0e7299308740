import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PanelSectionProps {
  title: string;
  /** A line under the title saying what the section is for. */
  description?: string;
  /** The title's heading level: h3 inside a dashboard panel, h2 directly under a page's title. */
  heading?: 'h2' | 'h3';
  children: ReactNode;
}

/** A titled part of a panel or page (a chart, a table), named for screen readers by its title. */
export function PanelSection({ title, description, heading = 'h3', children }: PanelSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component={heading} sx={{ mb: description ? 0.5 : 1 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
