import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** What a long form's last send said: a headline (fix the marked fields, the server refused) and the reasons no field on the screen takes. */
export interface FormFailureText {
  text: string;
  rest: readonly string[];
}

/** A long form's refusal, above its buttons: the headline, then each reason no marked field shows. */
export function FormFailure({ failure }: { failure: FormFailureText | null }) {
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert">
      {failure.text}
      {failure.rest.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {failure.rest.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
