import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ChannelStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  received: StandInRequest[];
  /** The next requests are answered with these statuses, one each (then 200 again). */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/** A plain HTTP server on a free local port that keeps every request it is sent and answers 200 `{"ok":true}`. */
export async function startChannelStandIn(): Promise<ChannelStandIn> {
  const received: StandInRequest[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = answers.shift() ?? 200;
      if (status === 200) received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerNext: (...statuses) => void answers.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
