import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, type FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ALERT_LANGUAGES,
  HOURS_OF_DAY,
  reportScheduleCreateSchema,
  timeOfHour,
  type ReportSchedule,
  type ReportScheduleCreate,
  type ReportScheduleOptions,
  type ReportScheduleValues,
} from '@plantel/contracts';
import { ApiRequestError } from '@/lib/api-errors';
import { currentLanguage, LANGUAGE_NAMES } from '@/lib/i18n';
import { useChangeReportSchedule, useCreateReportSchedule } from '../api/reportSchedulesApi';
import { formDefaults, formFieldOf, shedChoices, weekdayNames, type ScheduleField, type ShedChoice } from '../model/scheduleForm';

/** The server's reason for refusing, when it names no field of the form; or no answer at all. */
type Failure = { kind: 'refused'; reason: string } | { kind: 'unreachable' } | null;

interface ReportScheduleDialogProps {
  /** The schedule to change; null to create one. */
  schedule: ReportSchedule | null;
  options: ReportScheduleOptions;
  onClose: () => void;
  onSaved: (schedule: ReportSchedule) => void;
}

/** Creates or changes a schedule: validated with the shared contract, the server's field errors shown on the fields. */
export function ReportScheduleDialog({ schedule, options, onClose, onSaved }: ReportScheduleDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const create = useCreateReportSchedule();
  const change = useChangeReportSchedule();
  const [failure, setFailure] = useState<Failure>(null);
  const choices = useMemo(() => shedChoices(options.sheds, schedule, options.modules), [options, schedule]);
  const weekdays = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const { control, handleSubmit, setError } = useForm<ReportScheduleCreate, unknown, ReportScheduleValues>({
    resolver: zodResolver(reportScheduleCreateSchema),
    mode: 'onTouched',
    defaultValues: formDefaults(schedule, options, currentLanguage(i18n.language)),
  });

  /** A field's message: the contract's or the server's key translated, or the server's reason, or "invalid". */
  const errorText = (error: FormFieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const message = error.message ?? '';
    if (message.startsWith('reportSchedules.') && i18n.exists(message)) return t(message as 'reportSchedules.errors.email');
    if (error.type === 'server') return t('reportSchedules.form.refused', { reason: message });
    return t('validation.invalid');
  };
  const shedLabel = (shed: ShedChoice) => t('reportSchedules.shedLabel', { shed: shed.identification, property: shed.property_name });

  const onError = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) return setFailure({ kind: 'unreachable' });
    if (error.status !== 400) return setFailure({ kind: 'refused', reason: error.message });
    const placed = new Set<ScheduleField>();
    for (const fieldError of error.fields) {
      const field = formFieldOf(fieldError);
      if (field === null || placed.has(field)) continue;
      placed.add(field);
      setError(field, { type: 'server', message: fieldError.key ?? fieldError.message }, { shouldFocus: placed.size === 1 });
    }
    if (placed.size === 0) setFailure({ kind: 'refused', reason: error.fields[0]?.message ?? error.message });
  };

  const submit = handleSubmit((values) => {
    setFailure(null);
    if (schedule) change.mutate({ id: schedule.id, patch: values }, { onSuccess: onSaved, onError });
    else create.mutate(values, { onSuccess: onSaved, onError });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{schedule ? t('reportSchedules.form.editTitle') : t('reportSchedules.form.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? (
            <Alert severity="error">{failure.kind === 'refused' ? t('reportSchedules.form.refused', { reason: failure.reason }) : t('reportSchedules.form.unreachable')}</Alert>
          ) : null}
          <Controller
            name="sheds"
            control={control}
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                disableCloseOnSelect
                options={choices}
                groupBy={(shed) => t(`modules.${shed.module}`)}
                getOptionLabel={shedLabel}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                value={choices.filter((shed) => (field.value ?? []).includes(shed.id))}
                onChange={(_, chosen) => field.onChange(chosen.map((shed) => shed.id))}
                onBlur={field.onBlur}
                noOptionsText={t('reportSchedules.form.noSheds')}
                renderOption={({ key, ...props }, shed) => (
                  <li key={key} {...props}>
                    <ListItemText
                      primary={shedLabel(shed)}
                      secondary={shed.batch === undefined ? null : shed.batch === null ? t('reportSchedules.noBatch') : t('reportSchedules.batch', { batch: shed.batch })}
                    />
                  </li>
                )}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label={t('reportSchedules.form.sheds')}
                    error={fieldState.error !== undefined}
                    helperText={errorText(fieldState.error) ?? t('reportSchedules.form.shedsHelp')}
                  />
                )}
              />
            )}
          />
          <Controller
            name="modules"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={fieldState.error !== undefined}>
                <FormLabel component="legend">{t('reportSchedules.form.modules')}</FormLabel>
                <FormGroup row>
                  {options.modules.map((module) => (
                    <FormControlLabel
                      key={module}
                      label={t(`modules.${module}`)}
                      control={
                        <Checkbox
                          checked={(field.value ?? []).includes(module)}
                          onChange={(event) => field.onChange(event.target.checked ? [...(field.value ?? []), module] : (field.value ?? []).filter((m) => m !== module))}
                          onBlur={field.onBlur}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <FormHelperText>{errorText(fieldState.error) ?? t('reportSchedules.form.modulesHelp')}</FormHelperText>
              </FormControl>
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              name="weekday"
              control={control}
              render={({ field, fieldState }) => (
                <TextField {...field} select fullWidth label={t('reportSchedules.form.weekday')} error={fieldState.error !== undefined} helperText={errorText(fieldState.error)}>
                  {weekdays.map((name, day) => (
                    <MenuItem key={day} value={day}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="hour"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  fullWidth
                  label={t('reportSchedules.form.hour')}
                  error={fieldState.error !== undefined}
                  helperText={errorText(fieldState.error) ?? t('reportSchedules.form.hourHelp')}
                >
                  {HOURS_OF_DAY.map((hour) => (
                    <MenuItem key={hour} value={hour}>
                      {timeOfHour(hour)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
          <Controller
            name="language"
            control={control}
            render={({ field, fieldState }) => (
              <TextField {...field} select label={t('reportSchedules.form.language')} error={fieldState.error !== undefined} helperText={errorText(fieldState.error)}>
                {ALERT_LANGUAGES.map((language) => (
                  <MenuItem key={language} value={language}>
                    {LANGUAGE_NAMES[language]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="email"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                type="email"
                required
                label={t('reportSchedules.form.email')}
                error={fieldState.error !== undefined}
                helperText={errorText(fieldState.error)}
                slotProps={{ htmlInput: { autoComplete: 'email' } }}
              />
            )}
          />
          <Controller
            name="enabled"
            control={control}
            render={({ field: { value, onChange, ref } }) => (
              <FormControlLabel control={<Switch checked={value ?? true} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { ref } }} />} label={t('reportSchedules.form.enabled')} />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reportSchedules.cancel')}</Button>
        <Button type="submit" variant="contained" loading={create.isPending || change.isPending}>
          {t('reportSchedules.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
