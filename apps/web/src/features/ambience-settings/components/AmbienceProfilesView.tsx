import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ambienceProfileInputSchema, type AmbienceModule, type AmbienceProfileDto } from '@plantel/contracts';
import { useFieldChange } from '@/components/form/useFieldChange';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { FormStatus, type FormMessage } from '@/components/ui/FormStatus';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePhone } from '@/lib/usePhone';
import { ApiRequestError } from '@/lib/api-errors';
import { useSessionStore } from '@/stores/session';
import { useAmbienceProfiles, useResetAmbienceProfile, useSaveAmbienceProfile } from '../api/ambienceProfiles';
import { BAND_FIELDS, bandAfter, roundedBand } from './bandFields';

interface ProfileEditorProps {
  profile: AmbienceProfileDto;
  editable: boolean;
  /** Shown above the editor, which is drawn anew when the saved profile changes. */
  onMessage: (message: FormMessage) => void;
}

function ProfileEditor({ profile, editable, onMessage: setMessage }: ProfileEditorProps) {
  const { t } = useTranslation();
  const save = useSaveAmbienceProfile();
  const reset = useResetAmbienceProfile();
  const { form, field } = useSchemaForm(ambienceProfileInputSchema, { bands: profile.bands.map(roundedBand) }, { mode: 'onChange' });
  const rows = useFieldArray({ control: form.control, name: 'bands' });
  const typedAges = useWatch({ control: form.control, name: 'bands' }).map((band) => band.age_from);
  // A row is named by its age as typed, or as loaded while what is typed is not a number (never "NaN").
  const ageOf = (row: number) => (Number.isFinite(typedAges[row]) ? typedAges[row] : rows.fields[row]?.age_from);
  const module = profile.module as AmbienceModule;
  const phone = usePhone();
  useFieldChange(form, () => setMessage(null));

  const input = (row: number, f: (typeof BAND_FIELDS)[number]) => (
    <TextField
      {...field(`bands.${row}.${f.path}`, { number: true })}
      size="small"
      variant="standard"
      fullWidth={phone}
      disabled={!editable}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('ambience.cellLabel', { field: t(`ambience.fields.${f.key}`), age: ageOf(row) }) } }}
    />
  );
  const removeButton = (row: number) => (
    <IconButton aria-label={t('ambience.removeBand', { age: ageOf(row) })} disabled={rows.fields.length === 1} onClick={() => rows.remove(row)}>
      <DeleteIcon />
    </IconButton>
  );
  const onError = (error: unknown) =>
    setMessage({ severity: 'error', text: error instanceof ApiRequestError && error.status === 400 ? t('ambience.refused', { reason: error.message }) : t('performance.form.errors.unreachable') });
  const submit = form.handleSubmit((input) => save.mutateAsync({ module, ...input }).then(() => setMessage({ severity: 'success', text: t('ambience.saved') }), onError));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip label={profile.custom ? t('ambience.custom') : t('ambience.defaults')} color={profile.custom ? 'primary' : 'default'} />
        {!editable ? <Typography color="text.secondary">{t('ambience.readOnly')}</Typography> : null}
      </Stack>
      {phone ? (
        // On a phone each band is a card of labelled fields: the table's seven columns do not fit.
        <Box component="ul" aria-label={t('ambience.tableLabel', { module: t(`modules.${module}`) })} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {rows.fields.map((band, row) => (
            <Paper key={band.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
                {BAND_FIELDS.map((f) => (
                  <Box key={f.key}>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t(`ambience.fields.${f.key}`)}
                    </Typography>
                    {input(row, f)}
                  </Box>
                ))}
              </Box>
              {editable ? <Box sx={{ mt: 1, textAlign: 'right' }}>{removeButton(row)}</Box> : null}
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('ambience.tableLabel', { module: t(`modules.${module}`) })}>
            <TableHead>
              <TableRow>
                {BAND_FIELDS.map((f) => (
                  // Titles wrap between words over the narrow number fields, so every column fits the page.
                  <TableCell key={f.key} sx={{ px: 0.75, verticalAlign: 'bottom', lineHeight: 1.3 }}>
                    {t(`ambience.fields.${f.key}`)}
                  </TableCell>
                ))}
                {editable ? <TableCell /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.fields.map((band, row) => (
                <TableRow key={band.id}>
                  {BAND_FIELDS.map((f) => (
                    <TableCell key={f.key} sx={{ minWidth: 60, px: 0.75 }}>
                      {input(row, f)}
                    </TableCell>
                  ))}
                  {editable ? (
                    <TableCell>
                      {removeButton(row)}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editable ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => rows.append(bandAfter(form.getValues('bands')))}>
            {t('ambience.addBand')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button
            disabled={!profile.custom || reset.isPending}
            onClick={() => reset.mutate(module, { onSuccess: () => setMessage({ severity: 'success', text: t('ambience.resetDone') }), onError })}
          >
            {t('ambience.reset')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('performance.form.save')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** How each poultry module's ambience is judged: ideal air and comfort classes by age; staff may change them. */
export function AmbienceProfilesView() {
  const { t } = useTranslation();
  const profiles = useAmbienceProfiles();
  const editable = useSessionStore((s) => s.is_staff || s.is_superuser);
  const [chosen, setChosen] = useState<string | null>(null);
  const [message, setMessage] = useState<FormMessage>(null);
  if (profiles.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />;
  if (profiles.isError) return <RetryAlert message={t('ambience.loadFailed')} onRetry={() => void profiles.refetch()} />;
  const { results } = profiles.data;
  const profile = results.find((p) => p.module === chosen) ?? results[0];
  if (!profile) return <Alert severity="info">{t('ambience.noModules')}</Alert>;
  return (
    <>
      <Tabs
        value={profile.module}
        onChange={(_e, module: string) => {
          setChosen(module);
          setMessage(null);
        }}
        aria-label={t('ambience.modules')}
        sx={{ mb: 2 }}
      >
        {results.map((p) => (
          <Tab key={p.module} value={p.module} label={t(`modules.${p.module}`)} />
        ))}
      </Tabs>
      <FormStatus message={message} sx={{ mb: 2 }} />
      <ProfileEditor key={`${profile.module}:${profile.custom}:${JSON.stringify(profile.bands)}`} profile={profile} editable={editable} onMessage={setMessage} />
    </>
  );
}
