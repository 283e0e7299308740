import { TELEMETRY_MAX_ITEMS, telemetryDeviceListSchema, telemetryResultSchema } from '@plantel/contracts';
import { InvalidInputError } from '../services/common/errors';
import { LiveFarm, type LiveReading } from '../simulator/live';

export interface LiveSimulationOptions {
  /** The Plantel server, e.g. http://localhost:8080. */
  url: string;
  /** A gateway key (or one device's key). */
  key: string;
  /** Publish over MQTT to this broker instead of HTTP. */
  mqtt?: string;
  /** Seconds between readings. */
  every: number;
  /** Seconds to run; 0 runs until interrupted. */
  duration: number;
  seed: number;
  /** The company's IANA time zone: day and night follow its clock. */
  timeZone: string;
}

interface Output {
  out(line: string): void;
}

/** The server `npm start` runs with the same environment: its PORT on this machine. */
export function localServerUrl(env: NodeJS.ProcessEnv): string {
  return `http://localhost:${env.PORT && /^\d+$/.test(env.PORT) ? env.PORT : 8080}`;
}

const chunks = <T>(items: readonly T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const clock = (time: number) => new Date(time).toISOString().slice(11, 19);

async function devicesOf(url: string, key: string) {
  const res = await fetch(new URL('/api/v2/telemetry/devices', url), { headers: { authorization: `Bearer ${key}` } }).catch((err: unknown) => {
    throw new InvalidInputError('url', `cannot reach ${url} (${(err as Error).message}); is the server running? --url names it`);
  });
  if (res.status === 401) throw new InvalidInputError('key', `the server refused the key: ${((await res.json()) as { message: string }).message}`);
  if (!res.ok) throw new InvalidInputError('url', `${url} answered ${res.status}`);
  return telemetryDeviceListSchema.parse(await res.json());
}

async function connectBroker(url: string) {
  const { default: mqtt } = await import('mqtt');
  return mqtt.connectAsync(url, { clean: true });
}

/**
 * Sends the live farm's readings to a running server every few seconds, over HTTP or MQTT, as the
 * devices of the key's company would, so dashboards and alerts move while someone watches.
 */
export async function runLiveSimulation(options: LiveSimulationOptions, output: Output): Promise<void> {
  const { company, results } = await devicesOf(options.url, options.key);
  const farm = new LiveFarm(results, options.timeZone, options.seed);
  if (farm.sending.length === 0) throw new InvalidInputError('key', 'the key may send for no climate sensor or silo scale in a housed shed');
  output.out(`Sending readings of ${farm.sending.length} devices every ${options.every} s over ${options.mqtt ? `MQTT (${options.mqtt})` : `HTTP (${options.url})`}; Ctrl-C stops.`);

  const client = options.mqtt ? await connectBroker(options.mqtt) : null;
  const topic = `plantel/${company}/gateway/telemetry`;
  const send = async (readings: LiveReading[]): Promise<string> => {
    if (client) {
      for (const part of chunks(readings, TELEMETRY_MAX_ITEMS)) await client.publishAsync(topic, JSON.stringify({ key: options.key, readings: part }), { qos: 1 });
      return `published ${readings.length} readings to ${topic}`;
    }
    let accepted = 0;
    const rejected = new Map<string, number>();
    for (const part of chunks(readings, TELEMETRY_MAX_ITEMS)) {
      const res = await fetch(new URL('/api/v2/telemetry', options.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${options.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ readings: part }),
      });
      if (!res.ok) throw new InvalidInputError('url', `the server answered ${res.status}: ${await res.text()}`);
      const result = telemetryResultSchema.parse(await res.json());
      accepted += result.accepted;
      for (const item of result.items) if (item.code) rejected.set(item.code, (rejected.get(item.code) ?? 0) + 1);
    }
    const refused = [...rejected].map(([code, n]) => `${n} ${code}`).join(', ');
    return `sent ${readings.length} readings: ${accepted} accepted${refused ? `; rejected: ${refused}` : ''}`;
  };

  const started = Date.now();
  try {
    for (let tick = 0; ; tick++) {
      const now = Date.now();
      output.out(`${clock(now)}  ${await send(farm.tick(now, tick === 0 ? 10 : options.every / 60))}`);
      const next = started + (tick + 1) * options.every * 1000;
      if (options.duration > 0 && next > started + options.duration * 1000) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  } finally {
    await client?.endAsync();
  }
}
