export type ChannelKind = 'email' | 'telegram' | 'webhook' | 'push';
export interface NotificationMessage {
  alertId: string; companyId: string; severity: 'info' | 'warning' | 'critical'; attempt: number;
  title: string; body: string; url: string; acknowledgeUrl: string;
  locale: 'pt-BR' | 'en' | 'es'; openedAt: string;
}
export interface ChannelAnswer { ok: boolean; retryable: boolean; status: number | null; detail: string }
export interface ChannelSender { kind: ChannelKind; send(address: string, message: NotificationMessage): Promise<ChannelAnswer> }
