import { describe, expect, it } from 'vitest';
import { isNonPublicAddress, webhookAddressRefusal, webhookUrlRefusal } from './webhook-address';

describe('webhook addresses', () => {
  it('tells public addresses from loopback, private, link-local, shared, multicast and reserved ones, v4, v6 and v4 in v6', () => {
    for (const inside of ['127.0.0.1', '10.0.0.5', '172.16.3.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '198.18.0.1', '224.0.0.1', '255.255.255.255', '::1', '::', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', 'not-an-ip']) {
      expect(isNonPublicAddress(inside), inside).toBe(true);
    }
    for (const outside of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isNonPublicAddress(outside), outside).toBe(false);
    }
  });

  it('refuses plain http and local hosts from the URL alone, whatever way the address is written', () => {
    expect(webhookUrlRefusal(new URL('http://hooks.example/x'))).toMatch(/https/);
    for (const url of ['https://localhost/x', 'https://a.localhost/x', 'https://127.1/x', 'https://0x7f000001/x', 'https://[::ffff:7f00:1]/x', 'https://[fd00::2]/x']) {
      expect(webhookUrlRefusal(new URL(url)), url).toMatch(/public address/);
    }
    expect(webhookUrlRefusal(new URL('https://hooks.example/x'))).toBeNull();
  });

  it('refuses a private IPv4 address carried in IPv6: mapped, compatible, NAT64 and 6to4; takes a public one carried so', () => {
    for (const url of [
      'https://[::127.0.0.1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://[64:ff9b::7f00:1]/x',
      'https://[64:ff9b::192.168.0.1]/x',
      'https://[2002:7f00:1::]/x',
      'https://[2002:a9fe:a9fe::1]/x',
      'https://[64:ff9b:1::8.8.8.8]/x',
      'https://[2001:0:4136:e378::1]/x',
    ]) {
      expect(webhookUrlRefusal(new URL(url)), url).toMatch(/public address/);
    }
    for (const address of ['64:ff9b::808:808', '2002:808:808::1', '::ffff:8.8.8.8']) expect(isNonPublicAddress(address), address).toBe(false);
  });

  it('refuses a name that resolves to a private address among public ones, and takes one that resolves to public ones only', async () => {
    const resolvesTo = (addresses: string[]) => async () => addresses;
    expect(await webhookAddressRefusal(new URL('https://gw.example/x'), resolvesTo(['203.0.113.9', '10.0.0.7']))).toMatch(/resolves to 10\.0\.0\.7/);
    expect(await webhookAddressRefusal(new URL('https://gw.example/x'), resolvesTo(['8.8.4.4', '2001:4860:4860::8844']))).toBeNull();
  });
});
