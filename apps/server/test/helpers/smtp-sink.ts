import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> */
  url: string;
  inbox: ReceivedMail[];
  /** The next `n` messages are refused with a temporary failure (451), as a busy mail server does. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives, parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const inbox: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        inbox.push({ ...parseMail(Buffer.concat(chunks).toString('latin1')), to: session.envelope.rcptTo.map((r) => r.address).join(',') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    refuseNext: (n) => {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Headers = Map<string, string>;

/** Header lines, unfolded, by lower-case name. */
function parseHeaders(block: string): Headers {
  const headers: Headers = new Map();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

const parameter = (header: string | undefined, name: string) => new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '')?.[1];

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const plain = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < plain.length; i++) {
    if (plain[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(plain.slice(i + 1, i + 3))) {
      bytes.push(parseInt(plain.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(plain.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (kind === 'quoted-printable') return quotedPrintable(body);
  return Buffer.from(body, 'latin1');
}

function splitEntity(raw: string): { headers: Headers; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  if (end < 0) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

/** The text and attachments of a message as a mail client shows them (multipart/mixed one level deep, as Plantel sends). */
function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const { headers, body } = splitEntity(raw);
  const mail: Omit<ReceivedMail, 'to'> = { subject: decodeWords(headers.get('subject') ?? ''), text: '', attachments: [] };
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = parameter(type, 'boundary');
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => splitEntity(part.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const partType = part.headers.get('content-type') ?? 'text/plain';
    const content = decodeBody(part.body.replace(/\r?\n$/, ''), part.headers.get('content-transfer-encoding'));
    const filename = parameter(part.headers.get('content-disposition'), 'filename') ?? parameter(partType, 'name');
    if (filename) mail.attachments.push({ filename: decodeWords(filename), contentType: partType.split(';')[0]!.trim(), content });
    else if (partType.startsWith('text/plain')) mail.text += content.toString('utf8');
  }
  return mail;
}
