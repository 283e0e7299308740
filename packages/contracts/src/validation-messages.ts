/**
 * Contracts name validation failures by i18n key so the web app can translate them.
 * The API answers in English: these are the texts it uses for each key.
 */
export const validationMessages: Record<string, string> = {
  'validation.required': 'Required',
};

export function validationMessage(keyOrText: string): string {
  return validationMessages[keyOrText] ?? keyOrText;
}
