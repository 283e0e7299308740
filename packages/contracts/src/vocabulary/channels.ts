/** The channels an alert can reach a person on. */
export const NOTIFICATION_CHANNELS = ['email', 'telegram', 'webhook', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
