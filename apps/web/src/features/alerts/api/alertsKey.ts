/** Every alert query starts with this key: the live stream refreshes them all at once. */
export const ALERTS_KEY = ['alerts'] as const;
