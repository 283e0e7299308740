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
  // Local-use NAT64, and Teredo (its IPv4 is hidden): never a webhook's public address.
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included); null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === null ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 one carries and routes to: IPv4-mapped (::ffff:a.b.c.d) and -compatible
 * (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::). `[::127.0.0.1]` is this machine.
 */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return ipv4Of(groups[1]!, groups[2]!);
  return null;
}

/** Whether an IP address (v4, v6, or v4 carried in v6) is outside the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return NOT_PUBLIC.check(address, 'ipv4');
  if (NOT_PUBLIC.check(address, 'ipv6')) return true;
  const v4 = embeddedIpv4(ipv6Groups(address)!);
  return v4 !== null && NOT_PUBLIC.check(v4, 'ipv4');
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
