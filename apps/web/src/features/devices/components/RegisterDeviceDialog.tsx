import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEVICE_TYPES, deviceCreateSchema, type Device, type DeviceType } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { ApiRequestError } from '@/lib/api-errors';
import { useShedChoices } from '@/lib/shedChoices';
import { useRegisterDevice, useUpdateDevice } from '../api/devicesApi';
import { positionKindOf } from '../model/devicePresentation';
import { NATIVE_SELECT } from '@/components/form/nativeSelect';

const DEFAULT_TYPE: DeviceType = 'S0';

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
  const { t } = useTranslation();
  const sheds = useShedChoices(true);
  const register = useRegisterDevice();
  const update = useUpdateDevice();
  const editing = device !== undefined;
  const { form, field, failures, setFailures, refused } = useSchemaForm(
    deviceCreateSchema,
    device
      ? { shed: device.shed.id, type: device.type, identification: device.identification, position: device.position }
      : { type: DEFAULT_TYPE, identification: '', position: '' },
  );
  const positionKind = positionKindOf(useWatch({ control: form.control, name: 'type' }));
  /** The sheds offered; the device's own first until the list is in, so the select shows it from the start. */
  const shedOptions = (sheds.data ?? []).filter((shed) => shed.id !== device?.shed.id);
  const ownShed = device ? (sheds.data?.find((shed) => shed.id === device.shed.id) ?? null) : null;

  const onError = (error: Error) => {
    // 409: a water meter with readings cannot change shed (its readings would follow it).
    if (error instanceof ApiRequestError && error.status === 409) setFailures([t('devices.edit.waterMeterMoved')]);
    else refused(error);
  };

  const submit = form.handleSubmit((values) => {
    setFailures([]);
    if (device) return update.mutate({ id: device.id, changes: { shed: values.shed, position: values.position } }, { onSuccess: onSaved, onError });
    register.mutate(values, { onSuccess: onSaved, onError });
  });

  return (
    <FormDialog
      title={editing ? t('devices.edit.title', { device: device.identification }) : t('devices.form.title')}
      submitLabel={editing ? t('devices.edit.submit') : t('devices.form.submit')}
      cancelLabel={t('devices.cancel')}
      pending={register.isPending || update.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      {sheds.isError ? <Alert severity="error">{t('devices.form.shedsFailed')}</Alert> : null}
      <TextField
        {...field('shed', { number: true, help: editing ? t('devices.edit.shedHelp') : t('devices.form.shedHelp') })}
        select
        required
        label={t('devices.form.shed')}
        defaultValue={device?.shed.id ?? ''}
        disabled={!sheds.data}
        slotProps={NATIVE_SELECT}
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
        {...field('type', { help: editing ? t('devices.edit.fixed') : undefined })}
        select
        required
        label={t('devices.columns.type')}
        defaultValue={device?.type ?? DEFAULT_TYPE}
        disabled={editing}
        slotProps={{ select: { native: true } }}
      >
        {DEVICE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`devices.types.${type}`)}
          </option>
        ))}
      </TextField>
      <TextField
        {...field('identification', { help: editing ? t('devices.edit.fixed') : t('devices.form.identificationHelp') })}
        required
        label={t('devices.columns.identification')}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, readOnly: editing } }}
      />
      <TextField
        {...field('position', { help: t(`devices.form.positionHelp.${positionKind}`) })}
        label={t('devices.columns.position')}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
    </FormDialog>
  );
}
