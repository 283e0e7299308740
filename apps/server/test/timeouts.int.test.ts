import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ PLANTEL_REQUEST_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `text` and waits for the server to answer or hang up; resolves with what it sent and after how long. */
function sendAndWait(text: string, limitMs: number): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the connection after ${limitMs} ms`));
    }, limitMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, ms: Date.now() - started });
    });
    socket.on('error', () => undefined);
  });
}

describe('request timeout', () => {
  it('lets go of a client that sends part of a body and then nothing (408), instead of waiting for ever', async () => {
    const partial = 'POST /api/v1/token/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username":';
    const { answer, ms } = await sendAndWait(partial, 10_000);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('still answers a whole request sent at once', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
