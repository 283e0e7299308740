import type { IPublishPacket, MqttClient } from 'mqtt';
import type { Database } from '../db/database';
import { resultTopicOf, takeMqttMessage, TELEMETRY_TOPIC_FILTER } from '../services/telemetry/telemetry-mqtt.service';
import type { TelemetryFollowUp } from './telemetry-follow-up.job';

export interface MqttBridgeOptions {
  url: string;
  /** Each connection's broker session is `clientId-n`; it must be stable across restarts and unique per server copy. */
  clientId: string;
  /** Copies of the server (and this copy's connections) share the subscription through `$share/{group}/…`; '' subscribes plainly (one connection). */
  shareGroup: string;
  /** Connections: a connection handles its messages one at a time, so several write in parallel. */
  connections?: number;
  followUp: TelemetryFollowUp;
  onError?: (err: unknown) => void;
}

/**
 * Subscribes to device telemetry on an MQTT broker with QoS 1 and persistent sessions, and writes each
 * message the way the HTTP endpoint does. The broker's acknowledgement (PUBACK) is sent only after the
 * message's transaction commits: if the server dies before that, the broker delivers it again on
 * reconnect, and message ids make the second delivery a no-op. A message that can never be stored is
 * acknowledged and filed as a dead letter; only a database outage leaves it unacknowledged.
 */
export class MqttBridge {
  private readonly clients: MqttClient[] = [];
  /** Loading mqtt.js, once start() has been called; stop() waits for it so no connection opens after. */
  private loading: Promise<unknown> | null = null;

  constructor(
    private readonly database: Database,
    private readonly options: MqttBridgeOptions,
  ) {}

  /**
   * Connects (retrying every second while the broker is away) and subscribes; resolves once every
   * connection has subscribed the first time.
   */
  async start(): Promise<void> {
    const loading = import('mqtt');
    this.loading = loading;
    const { default: mqtt } = await loading;
    const { shareGroup } = this.options;
    const count = shareGroup ? Math.max(1, this.options.connections ?? 4) : 1;
    const filter = shareGroup ? `$share/${shareGroup}/${TELEMETRY_TOPIC_FILTER}` : TELEMETRY_TOPIC_FILTER;
    const subscribed: Promise<void>[] = [];
    for (let n = 1; n <= count; n++) {
      const client = mqtt.connect(this.options.url, { clientId: `${this.options.clientId}-${n}`, clean: false, reconnectPeriod: 1000, connectTimeout: 10_000 });
      // mqtt.js sends the PUBACK when this callback is called: only once the message is committed.
      client.handleMessage = (packet, callback) => {
        this.handle(client, packet).then(
          () => callback(),
          (err: unknown) => {
            this.options.onError?.(err);
            callback(err as Error);
            // Not acknowledged: drop the connection so the broker delivers the message again.
            client.stream.destroy();
          },
        );
      };
      client.on('error', (err) => this.options.onError?.(err));
      subscribed.push(
        new Promise<void>((resolve) => {
          client.on('connect', () => {
            // Small acknowledgements must not wait for Nagle's algorithm.
            (client.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true);
            client.subscribe(filter, { qos: 1 }, (err) => (err ? this.options.onError?.(err) : resolve()));
          });
        }),
      );
      this.clients.push(client);
    }
    await Promise.all(subscribed);
  }

  private async handle(client: MqttClient, packet: IPublishPacket) {
    const { answer, changes } = await takeMqttMessage(this.database.db, packet.topic, packet.payload as Buffer, this.options.onError);
    if (changes) this.options.followUp.note(changes);
    client.publish(resultTopicOf(packet.topic), JSON.stringify(answer), { qos: 0 });
  }

  async stop(): Promise<void> {
    // start() resumes before this does (it awaited the same promise first), so its connections are listed.
    await this.loading;
    await Promise.all(this.clients.map((c) => c.endAsync()));
    this.clients.length = 0;
  }
}
