import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads the quoted, bare and UTF-8 encoded names of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="plantel-batch-12.pdf"')).toBe('plantel-batch-12.pdf');
    expect(fileNameOf('attachment; filename=sheds.csv')).toBe('sheds.csv');
    expect(fileNameOf(`attachment; filename="lote.pdf"; filename*=UTF-8''relat%C3%B3rio%20lote.pdf`)).toBe('relatório lote.pdf');
  });

  it('has no name without a header, without a filename, or with only a malformed encoded one', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});
