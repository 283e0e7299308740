import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** What a form says after an attempt: saved, refused, or nothing to save. None before the first. */
export type FormMessage = { severity: 'success' | 'error' | 'info'; text: string } | null;

/**
 * A form's message under it: a refusal is announced at once (role alert), the rest politely (role
 * status). With `onClose`, the person can dismiss it.
 */
export function FormStatus({ message, onClose, sx }: { message: FormMessage; onClose?: () => void; sx?: SxProps<Theme> }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} onClose={onClose} sx={sx}>
      {message.text}
    </Alert>
  );
}
