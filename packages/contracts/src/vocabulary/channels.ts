import { z } from 'zod';

/** The channels an alert can reach a person on. */
export const NOTIFICATION_CHANNELS = ['email', 'telegram', 'webhook', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
