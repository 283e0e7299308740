import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceLabelKey, FILTER_FIELD_CHOICES, fieldLabelKey, type FilterFieldDefinition } from '../filters/filterFields';
import { operatorLabelKey } from '../filters/filterOperators';
import type { FilterValidation, PropertyFilter, PropertyFilterInput } from '../filters/propertyFilter';
import { stageLabelKey, type StageFilter, type StageSelection } from '../filters/stageSelection';
import { AddFilterForm } from './AddFilterForm';

interface ShedListFiltersProps {
  /** The stage switches shown, in order (see `stageFiltersOf`). */
  stageFilters: readonly StageFilter[];
  fields: readonly FilterFieldDefinition[];
  filters: readonly PropertyFilter[];
  stages: StageSelection;
  search: string;
  onSearch: (search: string) => void;
  onToggleStage: (stage: StageFilter) => void;
  onAddFilter: (input: PropertyFilterInput) => FilterValidation;
  onRemoveFilter: (filter: PropertyFilter) => void;
  onClearFilters: () => void;
  /**
   * On a phone: the property filters fold behind a "Filters (n)" button, so search, stages and the
   * first sheds fit the first screen; `actions` share the button's row.
   */
  folded?: boolean;
  actions?: ReactNode;
}

/** Search, stage switches and property filters of a shed list; all saved per module and page. */
export function ShedListFilters(props: ShedListFiltersProps) {
  const { t } = useTranslation();
  const { fields, filters, stages } = props;
  const [open, setOpen] = useState(false);
  const foldId = useId();
  const propertyFilters = (
    <>
      <AddFilterForm fields={fields} onAdd={props.onAddFilter} />
      {filters.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('shedList.activeFilters')}
          </Typography>
          {filters.map((filter) => {
            const value = FILTER_FIELD_CHOICES[filter.field]?.includes(filter.value) ? t(choiceLabelKey(filter.field, filter.value) as never) : filter.value;
            const label = `${t(fieldLabelKey(filter.field))} ${t(operatorLabelKey(filter.operator))} ${value}`;
            return (
              <Chip
                key={`${filter.field}|${filter.operator}|${filter.value}`}
                label={label}
                onDelete={() => props.onRemoveFilter(filter)}
                deleteIcon={<CancelIcon aria-label={t('shedList.removeFilter', { filter: label })} aria-hidden={false} />}
              />
            );
          })}
          <Button size="small" onClick={props.onClearFilters}>
            {t('shedList.clearFilters')}
          </Button>
        </Box>
      ) : null}
    </>
  );
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          size="small"
          type="search"
          label={t('shedList.search')}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
          sx={{ minWidth: { md: 320 } }}
        />
        <Box role="group" aria-label={t('shedList.stage')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {props.stageFilters.map((stage) => {
            // Spec §4: lodged includes slaughter, so slaughter shows as chosen and cannot be switched off alone.
            const implied = stage === 'slaughter' && stages.lodged;
            const on = stages[stage] || implied;
            return (
              <Chip
                key={stage}
                label={t(stageLabelKey(stage))}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={implied ? undefined : () => props.onToggleStage(stage)}
                aria-pressed={on}
                aria-disabled={implied || undefined}
                title={implied ? t('shedList.slaughterWithLodged') : undefined}
              />
            );
          })}
        </Box>
      </Stack>
      {props.folded ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Button variant="outlined" size="small" startIcon={<FilterListIcon />} aria-expanded={open} aria-controls={foldId} onClick={() => setOpen((o) => !o)}>
              {t('shedList.filtersToggle', { count: filters.length })}
            </Button>
            {props.actions}
          </Box>
          <Collapse in={open} id={foldId} unmountOnExit>
            <Stack spacing={2}>{propertyFilters}</Stack>
          </Collapse>
        </>
      ) : (
        propertyFilters
      )}
    </Stack>
  );
}
