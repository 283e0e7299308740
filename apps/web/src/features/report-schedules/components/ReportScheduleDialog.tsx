import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ALERT_LANGUAGES,
  HOURS_OF_DAY,
  reportScheduleCreateSchema,
  timeOfHour,
  WEEKDAYS,
  type ReportSchedule,
  type ReportScheduleOptions,
} from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { SelectField } from '@/components/form/SelectField';
import { apiFieldText } from '@/components/form/serverFieldErrors';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { ApiRequestError } from '@/lib/api-errors';
import { currentLanguage, LANGUAGE_NAMES } from '@/lib/i18n';
import { useChangeReportSchedule, useCreateReportSchedule } from '../api/reportSchedulesApi';
import { formDefaults, formFieldOf, shedChoices, weekdayNames, type ShedChoice } from '../model/scheduleForm';

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
  const create = useCreateReportSchedule();
  const change = useChangeReportSchedule();
  const choices = useMemo(() => shedChoices(options.sheds, schedule, options.modules), [options, schedule]);
  const weekdays = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  /** A refusal's reasons under their fields (a shed's by its index, `sheds.3`, under the sheds), first one each; the rest above them. */
  const readRefusal = (error: unknown) => {
    const fields = new Map<string, string>();
    const rest: string[] = [];
    for (const fieldError of error instanceof ApiRequestError ? error.fields : []) {
      const text = apiFieldText(t, (key) => i18n.exists(key), fieldError);
      const field = formFieldOf(fieldError);
      if (field === null) rest.push(text);
      else if (!fields.has(field)) fields.set(field, text);
    }
    return { fields: [...fields].map(([name, text]) => ({ name, text })), rest };
  };
  const { form, field, errorText, failures, setFailures, refused } = useSchemaForm(reportScheduleCreateSchema, formDefaults(schedule, options, currentLanguage(i18n.language)), {
    readRefusal,
  });
  const { control } = form;
  const shedLabel = (shed: ShedChoice) => t('reportSchedules.shedLabel', { shed: shed.identification, property: shed.property_name });

  const submit = form.handleSubmit((values) => {
    setFailures([]);
    if (schedule) change.mutate({ id: schedule.id, patch: values }, { onSuccess: onSaved, onError: refused });
    else create.mutate(values, { onSuccess: onSaved, onError: refused });
  });

  return (
    <FormDialog
      title={schedule ? t('reportSchedules.form.editTitle') : t('reportSchedules.form.createTitle')}
      submitLabel={t('reportSchedules.form.save')}
      cancelLabel={t('reportSchedules.cancel')}
      pending={create.isPending || change.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
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
        <SelectField control={control} name="weekday" fullWidth label={t('reportSchedules.form.weekday')} options={WEEKDAYS} optionLabel={(day) => weekdays[day]!} />
        <SelectField control={control} name="hour" fullWidth label={t('reportSchedules.form.hour')} options={HOURS_OF_DAY} optionLabel={timeOfHour} help={t('reportSchedules.form.hourHelp')} />
      </Stack>
      <SelectField control={control} name="language" label={t('reportSchedules.form.language')} options={ALERT_LANGUAGES} optionLabel={(language) => LANGUAGE_NAMES[language]} />
      <TextField {...field('email')} type="email" required label={t('reportSchedules.form.email')} slotProps={{ htmlInput: { autoComplete: 'email' } }} />
      <Controller
        name="enabled"
        control={control}
        render={({ field: { value, onChange, ref } }) => (
          <FormControlLabel control={<Switch checked={value ?? true} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { ref } }} />} label={t('reportSchedules.form.enabled')} />
        )}
      />
    </FormDialog>
  );
}
