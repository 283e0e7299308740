import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { usePhone } from '@/lib/usePhone';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  cancelLabel: string;
  pending: boolean;
  /** Why the server refused, when it names no field of the form (or the request got no answer). */
  failures: readonly string[];
  onSubmit: FormEventHandler;
  onClose: () => void;
  children: ReactNode;
}

/** A form in a dialog: its fields, the server's refusals above them, cancel and submit. Full screen on a phone. */
export function FormDialog({ title, submitLabel, cancelLabel, pending, failures, onSubmit, onClose, children }: FormDialogProps) {
  const titleId = useId();
  const phone = usePhone();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={phone} slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failures.map((text) => (
            <Alert key={text} severity="error">
              {text}
            </Alert>
          ))}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
