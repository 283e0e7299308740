import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must not reach unless the server allows private networks: loopback, the
 * private ranges, link-local (cloud metadata services answer there), carrier-grade NAT, benchmark,
 * multicast and reserved ranges. Otherwise anyone who may set a webhook could make the server call
 * services on its own network.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4, v6, or v4 mapped into v6) is outside the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NOT_PUBLIC.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why a webhook URL may not be used on a server that keeps to public addresses, judged on the URL
 * alone (no name looked up): not https, or a host that is a non-public IP address or a local name.
 * Null when nothing in the URL itself refuses it.
 */
export function webhookUrlRefusal(url: URL): string | null {
  if (url.protocol !== 'https:') return 'must be an https URL (the message carries an acknowledge link)';
  const host = hostOf(url).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isNonPublicAddress(host))) return 'must be a public address, not a local or private one';
  return null;
}

/**
 * Why the webhook's host may not be called: the URL's own refusal, or one of the addresses its name
 * resolves to is not public. Null when it may. A name that cannot be resolved throws (the send is
 * tried again later).
 */
export async function webhookAddressRefusal(url: URL, resolve: (host: string) => Promise<string[]> = resolveAll): Promise<string | null> {
  const own = webhookUrlRefusal(url);
  if (own) return own;
  const host = hostOf(url);
  if (isIP(host) !== 0) return null;
  const addresses = await resolve(host);
  const inside = addresses.find(isNonPublicAddress);
  return inside ? `must be a public address: ${host} resolves to ${inside}` : null;
}

const resolveAll = async (host: string) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
