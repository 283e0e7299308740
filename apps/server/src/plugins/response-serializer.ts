import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';
import { answerValue, JsonText } from '../services/common/json-text';

/** A response that passes its contract but is not already exactly what the contract lets out. */
export class ResponseShapeError extends Error {
  constructor(method: string, url: string, path: string, detail: string) {
    super(`Response of ${method} ${url} differs from its contract at ${path || '(root)'}: ${detail}`);
  }
}

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Where two JSON values first differ, keys in order included; null when they are the same. */
function firstDifference(sent: unknown, contract: unknown, path = ''): { path: string; detail: string } | null {
  if (kind(sent) !== kind(contract)) return { path, detail: `${kind(sent)} where the contract has ${kind(contract)}` };
  if (Array.isArray(sent)) {
    const other = contract as unknown[];
    if (sent.length !== other.length) return { path, detail: `${sent.length} items where the contract keeps ${other.length}` };
    for (let i = 0; i < sent.length; i++) {
      const d = firstDifference(sent[i], other[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (kind(sent) === 'object') {
    const a = Object.keys(sent as object);
    const b = Object.keys(contract as object);
    const extra = a.filter((k) => !b.includes(k));
    if (extra.length) return { path, detail: `keys outside the contract: ${extra.join(', ')}` };
    const missing = b.filter((k) => !a.includes(k));
    if (missing.length) return { path, detail: `keys missing: ${missing.join(', ')}` };
    if (a.join() !== b.join()) return { path, detail: `keys in the order ${a.join(', ')}; the contract's is ${b.join(', ')}` };
    for (const k of a) {
      const d = firstDifference((sent as Record<string, unknown>)[k], (contract as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return null;
  }
  return Object.is(sent, contract) ? null : { path, detail: `${JSON.stringify(sent)} where the contract gives ${JSON.stringify(contract)}` };
}

/**
 * Serializes route responses. With `check` (tests, development), every response is encoded
 * through its zod contract as well and must already be exactly that encoding, key order
 * included: a field the contract would drop, a wrong type or a missing key fails the request.
 * Without it (production), the response is written with JSON.stringify alone, so a
 * response must never depend on the contract to strip or reshape it. An answer already written as
 * JSON (`JsonText`) is sent as it is, and checked as its parsed value.
 */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url }) => {
    if (!check) return (data) => (data instanceof JsonText ? data.text : JSON.stringify(data));
    return (answer) => {
      const data = answerValue(answer);
      const result = safeEncode(schema, data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      const sent = JSON.parse(JSON.stringify(data)) as unknown;
      const encoded = JSON.parse(JSON.stringify(result.data)) as unknown;
      const difference = firstDifference(sent, encoded);
      if (difference) throw new ResponseShapeError(method, url, difference.path, difference.detail);
      return answer instanceof JsonText ? answer.text : JSON.stringify(data);
    };
  };
}
