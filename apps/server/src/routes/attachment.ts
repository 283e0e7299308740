import type { FastifyReply } from 'fastify';

/** A file answered for download. */
export interface Attachment {
  contentType: string;
  filename: string;
  body: unknown;
}

/** Answers a file to download: its type, `Content-Disposition: attachment` with its name, and never kept by a cache. */
export function sendAttachment(reply: FastifyReply, { contentType, filename, body }: Attachment) {
  return reply.type(contentType).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(body);
}
