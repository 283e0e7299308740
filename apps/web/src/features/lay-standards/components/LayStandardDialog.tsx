import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { layStandardQuerySchema, type FlockLineage, type LayingModule } from '@plantel/contracts';
import { FormDialog } from '@/components/form/FormDialog';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { ACCEPTED_FILES } from '@/lib/importFile';
import { currentLanguage } from '@/lib/i18n';
import { useImportLayStandard } from '../api/layStandards';

/** What names the standard: its module and the lineage its flocks bear. */
const targetSchema = layStandardQuerySchema.pick({ module: true, lineage: true });

interface LayStandardDialogProps {
  /** The laying modules the user may import into. */
  modules: readonly LayingModule[];
  /** The lineages the open flocks bear, offered for the module chosen. */
  lineages: readonly FlockLineage[];
  onClose: () => void;
}

/** A breed standard imported from the template filled in: its module, its lineage and the file. */
export function LayStandardDialog({ modules, lineages, onClose }: LayStandardDialogProps) {
  const { t, i18n } = useTranslation();
  const importing = useImportLayStandard();
  const picker = useRef<HTMLInputElement>(null);
  const fileHelpId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const { form, errorAt, errorText, failures, refused } = useSchemaForm(targetSchema, { module: modules[0]!, lineage: '' });
  const module = form.watch('module');
  const offered = lineages.filter((l) => l.module === module);

  const submit = form.handleSubmit(({ module, lineage }) => {
    if (!file) return setFileMissing(true);
    importing.mutate({ module, lineage, file, language: currentLanguage(i18n.language) }, { onSuccess: onClose, onError: refused });
  });

  return (
    <FormDialog
      title={t('layStandards.dialog.title')}
      submitLabel={t('layStandards.dialog.submit')}
      cancelLabel={t('performance.form.cancel')}
      pending={importing.isPending}
      failures={failures}
      onSubmit={submit}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="module"
        render={({ field: module }) => (
          <TextField select value={module.value} onChange={(e) => module.onChange(e.target.value)} onBlur={module.onBlur} inputRef={module.ref} label={t('layStandards.module')}>
            {modules.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`modules.${m}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="lineage"
        render={({ field: lineage }) => {
          const error = errorAt('lineage');
          return (
            <Autocomplete
              freeSolo
              options={offered.map((l) => l.lineage)}
              value={lineage.value}
              inputValue={lineage.value}
              onInputChange={(_event, value) => lineage.onChange(value)}
              onChange={(_event, value) => lineage.onChange(value ?? '')}
              renderOption={({ key, ...props }, option) => {
                const known = offered.find((l) => l.lineage === option)!;
                return (
                  <li key={key} {...props}>
                    {t(known.standard === null ? 'layStandards.dialog.optionNew' : 'layStandards.dialog.optionReplaces', { lineage: option, count: known.flocks })}
                  </li>
                );
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={lineage.name}
                  inputRef={lineage.ref}
                  onBlur={lineage.onBlur}
                  error={error !== undefined}
                  helperText={errorText(error) ?? t('layStandards.dialog.lineageHelp')}
                  required
                  label={t('layStandards.lineage')}
                />
              )}
            />
          );
        }}
      />
      <input
        ref={picker}
        type="file"
        accept={ACCEPTED_FILES}
        hidden
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setFileMissing(false);
        }}
      />
      <Button variant="outlined" startIcon={<UploadFileIcon aria-hidden />} onClick={() => picker.current?.click()} aria-describedby={fileHelpId} sx={{ alignSelf: 'flex-start', minHeight: 48 }}>
        {t('layStandards.dialog.chooseFile')}
      </Button>
      <Typography id={fileHelpId} variant="body2" color={fileMissing ? 'error' : 'text.secondary'} role={fileMissing ? 'alert' : undefined}>
        {file ? t('layStandards.dialog.chosen', { name: file.name }) : fileMissing ? t('layStandards.dialog.fileRequired') : t('layStandards.dialog.fileHelp')}
      </Typography>
    </FormDialog>
  );
}
