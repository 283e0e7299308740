import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DivisionPerformance } from '@plantel/contracts';
import { useFormatters } from '@/lib/format';
import { TONE_COLOR, weekGainTone } from './tones';

interface DivisionCardsProps {
  divisions: readonly DivisionPerformance[];
  selected: number;
  onSelect: (divisionId: number) => void;
}

/** One selectable card per division (box), edged by the sign of its week gain. */
export function DivisionCards({ divisions, selected, onSelect }: DivisionCardsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Box role="radiogroup" aria-label={t('performance.divisions')} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', mb: 3 }}>
      {divisions.map((d) => {
        const tone = weekGainTone(d.week_gain);
        const isSelected = d.id === selected;
        return (
          <Card
            key={d.id}
            variant="outlined"
            sx={{ borderLeft: 6, borderLeftColor: TONE_COLOR[tone], outline: isSelected ? 2 : 0, outlineColor: 'primary.main', bgcolor: isSelected ? 'action.selected' : undefined }}
          >
            <CardActionArea role="radio" aria-checked={isSelected} onClick={() => onSelect(d.id)} data-tone={tone}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {d.identification}
                </Typography>
                <Typography variant="h5" component="p">
                  {d.weight === null ? t('performance.noWeighings') : `${format.number(d.weight, 0)} g`}
                </Typography>
                {d.weight_bounds ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('performance.bounds', { low: format.number(d.weight_bounds.low, 0), high: format.number(d.weight_bounds.high, 0) })}
                  </Typography>
                ) : null}
                <Typography variant="body2">
                  {t('performance.weekGain')}: {d.week_gain === null ? '--' : `${format.number(d.week_gain, 0)} g`}
                </Typography>
                <Typography variant="body2">
                  {t('performance.uniformity')}: {d.uniformity === null ? '--' : `${format.number(d.uniformity, 1)} %`}
                </Typography>
                <Typography variant="body2">
                  {t('performance.alive')}: {format.number(d.current_lodge, 0)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
