import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './browserPush';
import { deviceName } from './deviceName';

describe('base64UrlToBytes', () => {
  it('decodes unpadded base64url, including its - and _ characters', () => {
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes('B'.padEnd(87, 'A'))).toHaveLength(65);
    expect(base64UrlToBytes('B'.padEnd(87, 'A'))[0]).toBe(4);
  });
});

describe('deviceName', () => {
  it('names the browser and the system, telling Edge and Chrome on Android apart', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe('Chrome · Android');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge · Windows');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari · iOS');
    expect(deviceName('curl/8.5')).toBeNull();
    expect(deviceName(null)).toBeNull();
  });
});
