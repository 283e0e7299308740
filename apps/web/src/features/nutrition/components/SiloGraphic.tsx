import Box from '@mui/material/Box';
import { useId } from 'react';
import { SILO_STATUS_COLORS } from '@plantel/charts';

/** A silo drawn as a bin with a cone, filled to its occupation in its status colour. */
export function SiloGraphic({ occupation, status, label }: { occupation: number | null; status: number; label: string }) {
  const clip = useId();
  const fill = SILO_STATUS_COLORS[status] ?? SILO_STATUS_COLORS[0];
  const level = Math.max(0, Math.min(1, occupation ?? 0));
  // Body from y=10 to y=90, cone to y=110: the feed fills from the cone up.
  const top = 110 - level * 100;
  return (
    <Box component="svg" viewBox="0 0 60 120" role="img" aria-label={label} sx={{ width: 60, height: 120, flex: 'none' }}>
      <defs>
        <clipPath id={clip}>
          <path d="M5 10 H55 V90 L32 110 H28 L5 90 Z" />
        </clipPath>
      </defs>
      <rect x="0" y={top} width="60" height={120 - top} fill={fill} clipPath={`url(#${clip})`} />
      <path d="M5 10 H55 V90 L32 110 H28 L5 90 Z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M5 10 L30 2 L55 10" fill="none" stroke="currentColor" strokeWidth="2" />
    </Box>
  );
}
