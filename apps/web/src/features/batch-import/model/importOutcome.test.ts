import { describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '@plantel/contracts';
import { ApiRequestError, NetworkError } from '@/lib/api-errors';
import { contentTypeOf } from '@/lib/importFile';
import { failureOf } from './importOutcome';

const refusal = { sheet: 'feed', sheet_name: 'Ração', row: 3, field: 'kg', column: 'Ração consumida (kg)', message: '"muito" não é um número' };

describe('contentTypeOf', () => {
  it('sends the two forms the server reads by their extension, whatever the browser says', () => {
    expect(contentTypeOf({ name: 'Lote 7.XLSX', type: '' })).toBe(XLSX_CONTENT_TYPE);
    expect(contentTypeOf({ name: 'lote.json', type: 'text/plain' })).toBe('application/json');
  });

  it('sends anything else as the browser types it, for the server to refuse', () => {
    expect(contentTypeOf({ name: 'lote.csv', type: 'text/csv' })).toBe('text/csv');
    expect(contentTypeOf({ name: 'lote', type: '' })).toBe('application/octet-stream');
  });
});

describe('failureOf', () => {
  it('reads the refused rows of a 400', () => {
    const error = new ApiRequestError(400, '1 valor recusado', { body: { statusCode: 400, error: 'Bad Request', message: '1 valor recusado', requestId: 'r', refusals: [refusal] } });
    expect(failureOf(error)).toEqual({ kind: 'refused', refusals: [refusal] });
  });

  it("keeps the server's reason for a 400 without refusals", () => {
    const error = new ApiRequestError(400, 'Malformed JSON body', { body: { statusCode: 400, error: 'Bad Request', message: 'Malformed JSON body', requestId: 'r' } });
    expect(failureOf(error)).toEqual({ kind: 'rejected', reason: 'Malformed JSON body' });
    // An empty list of refusals is not a refusal of rows.
    expect(failureOf(new ApiRequestError(400, 'x', { body: { statusCode: 400, error: 'Bad Request', message: 'x', requestId: 'r', refusals: [] } })).kind).toBe('rejected');
  });

  it('names the answers that refuse the file as a whole', () => {
    expect(failureOf(new ApiRequestError(413, 'too large'))).toEqual({ kind: 'tooLarge' });
    expect(failureOf(new ApiRequestError(415, 'unsupported'))).toEqual({ kind: 'notAFile' });
    expect(failureOf(new ApiRequestError(403, 'staff only'))).toEqual({ kind: 'forbidden' });
    expect(failureOf(new ApiRequestError(500, 'boom'))).toEqual({ kind: 'failed' });
    expect(failureOf(new NetworkError('no answer'))).toEqual({ kind: 'offline' });
    expect(failureOf(new Error('parse'))).toEqual({ kind: 'failed' });
  });
});
