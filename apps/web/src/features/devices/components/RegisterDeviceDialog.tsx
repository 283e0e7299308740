import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, type FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEVICE_TYPES, deviceCreateSchema, type Device, type DeviceType } from '@plantel/contracts';
import { ApiRequestError } from '@/lib/api-errors';
import { useShedChoices } from '@/lib/shedChoices';
import { useRegisterDevice, useUpdateDevice } from '../api/devicesApi';
import { positionKindOf, splitFieldErrors } from '../model/devicePresentation';

const FORM_FIELDS = ['shed', 'type', 'identification', 'position'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const DEFAULT_TYPE: DeviceType = 'S0';

/** The server's reason for refusing, when it names no field of the form; or no answer at all. */
type Failure = { kind: 'refused'; reason: string } | { kind: 'waterMeterMoved' } | { kind: 'unreachable' } | null;

interface RegisterDeviceDialogProps {
  /** The device to edit: its shed and position change, its type and identification are shown read-only. Absent: a new device. */
  device?: Device;
  onClose: () => void;
  /** The device registered, or edited. */
  onSaved: (device: Device) => void;
}

/**
 * Registers a device in a shed, or moves one to another shed and/or position: validated with the
 * shared contract, the server's field errors shown on the fields.
 */
export function RegisterDeviceDialog({ device, onClose, onSaved }: RegisterDeviceDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const sheds = useShedChoices(true);
  const register = useRegisterDevice();
  const update = useUpdateDevice();
  const editing = device !== undefined;
  const [failure, setFailure] = useState<Failure>(null);
  const {
    register: registerField,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(deviceCreateSchema),
    mode: 'onTouched',
    defaultValues: device
      ? { shed: device.shed.id, type: device.type, identification: device.identification, position: device.position }
      : { type: DEFAULT_TYPE, identification: '', position: '' },
  });
  const [positionKind, setPositionKind] = useState(positionKindOf(device?.type ?? DEFAULT_TYPE));
  /** The sheds offered; the device's own first until the list is in, so the select shows it from the start. */
  const shedOptions = (sheds.data ?? []).filter((shed) => shed.id !== device?.shed.id);
  const ownShed = device ? (sheds.data?.find((shed) => shed.id === device.shed.id) ?? null) : null;
  /** A field's props for MUI's TextField: react-hook-form's ref goes to the input element. */
  const field = (name: FormField, options?: Parameters<typeof registerField>[1]) => {
    const { ref, ...props } = registerField(name, options);
    return { ...props, inputRef: ref };
  };

  /** A field's message: the contract's key, the server's reason, or a plain "required"/"invalid". */
  const errorText = (field: FormField, error: FormFieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const message = error.message ?? '';
    if (message.startsWith('validation.') && i18n.exists(message)) return t(message as 'validation.required');
    if (error.type === 'server') return t('devices.form.refused', { reason: message });
    if (error.type === 'too_big') return t('devices.form.tooLong');
    return field === 'shed' ? t('validation.required') : t('validation.invalid');
  };

  const failureText = (failure: NonNullable<Failure>) => {
    if (failure.kind === 'refused') return t('devices.form.refused', { reason: failure.reason });
    if (failure.kind === 'waterMeterMoved') return t('devices.edit.waterMeterMoved');
    return t('devices.form.unreachable');
  };

  const onError = (error: Error) => {
    if (!(error instanceof ApiRequestError)) return setFailure({ kind: 'unreachable' });
    // 409: a water meter with readings cannot change shed (its readings would follow it).
    if (error.status === 409) return setFailure({ kind: 'waterMeterMoved' });
    if (error.status !== 400) return setFailure({ kind: 'refused', reason: error.message });
    const { byField, other } = splitFieldErrors(error.fields, FORM_FIELDS);
    for (const field of FORM_FIELDS) {
      const fieldError = byField[field];
      if (fieldError) setError(field, { type: 'server', message: fieldError.key ?? fieldError.message }, { shouldFocus: true });
    }
    if (other.length > 0 || Object.keys(byField).length === 0) setFailure({ kind: 'refused', reason: other[0]?.message ?? error.message });
  };

  const submit = handleSubmit((values) => {
    setFailure(null);
    if (device) return update.mutate({ id: device.id, changes: { shed: values.shed, position: values.position } }, { onSuccess: onSaved, onError });
    register.mutate(values, { onSuccess: onSaved, onError });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{editing ? t('devices.edit.title', { device: device.identification }) : t('devices.form.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failureText(failure)}</Alert> : null}
          {sheds.isError ? <Alert severity="error">{t('devices.form.shedsFailed')}</Alert> : null}
          <TextField
            {...field('shed', { valueAsNumber: true })}
            select
            required
            label={t('devices.form.shed')}
            defaultValue={device?.shed.id ?? ''}
            disabled={!sheds.data}
            error={errors.shed !== undefined}
            helperText={errorText('shed', errors.shed) ?? (editing ? t('devices.edit.shedHelp') : t('devices.form.shedHelp'))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {device ? (
              <option value={device.shed.id}>
                {ownShed
                  ? t('devices.form.shedOption', { property: ownShed.property, shed: ownShed.identification, stage: t(`batchStages.${ownShed.stage}`) })
                  : t('devices.shedName', { property: device.shed.property_name, shed: device.shed.identification })}
              </option>
            ) : (
              <option value="" disabled />
            )}
            {shedOptions.map((shed) => (
              <option key={shed.id} value={shed.id}>
                {t('devices.form.shedOption', { property: shed.property, shed: shed.identification, stage: t(`batchStages.${shed.stage}`) })}
              </option>
            ))}
          </TextField>
          <TextField
            {...field('type', { onChange: (event: ChangeEvent<HTMLSelectElement>) => setPositionKind(positionKindOf(event.target.value as DeviceType)) })}
            select
            required
            label={t('devices.columns.type')}
            defaultValue={device?.type ?? DEFAULT_TYPE}
            disabled={editing}
            error={errors.type !== undefined}
            helperText={errorText('type', errors.type) ?? (editing ? t('devices.edit.fixed') : undefined)}
            slotProps={{ select: { native: true } }}
          >
            {DEVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`devices.types.${type}`)}
              </option>
            ))}
          </TextField>
          <TextField
            {...field('identification')}
            required
            label={t('devices.columns.identification')}
            error={errors.identification !== undefined}
            helperText={errorText('identification', errors.identification) ?? (editing ? t('devices.edit.fixed') : t('devices.form.identificationHelp'))}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, readOnly: editing } }}
          />
          <TextField
            {...field('position')}
            label={t('devices.columns.position')}
            error={errors.position !== undefined}
            helperText={errorText('position', errors.position) ?? t(`devices.form.positionHelp.${positionKind}`)}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('devices.cancel')}</Button>
        <Button type="submit" variant="contained" loading={register.isPending || update.isPending}>
          {editing ? t('devices.edit.submit') : t('devices.form.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
