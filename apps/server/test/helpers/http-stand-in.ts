import http from 'node:http';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface CannedAnswer {
  status: number;
  body?: unknown;
}

export interface HttpStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  received: ReceivedRequest[];
  /** The next requests get these answers, in order; after them, `answer` decides. */
  answerNext(...answers: CannedAnswer[]): void;
  close(): Promise<void>;
}

/** A real HTTP server on a free local port that keeps every request and answers through `answer`. */
export async function startHttpStandIn(answer: (request: ReceivedRequest) => CannedAnswer): Promise<HttpStandIn> {
  const received: ReceivedRequest[] = [];
  const queue: CannedAnswer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(request);
      const { status, body } = queue.shift() ?? answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerNext: (...answers) => queue.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
