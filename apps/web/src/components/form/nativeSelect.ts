/**
 * A TextField `select` drawn as the platform's own list (light, and the phone's picker): it shows a
 * value from the start, so its label stays above it rather than over it.
 */
export const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
