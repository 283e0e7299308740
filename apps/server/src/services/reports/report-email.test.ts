import { describe, expect, it } from 'vitest';
import { reportEmailText, reportFileName } from './report-email';

const week = { from: '2026-11-17', to: '2026-11-23' };

describe('the weekly report e-mail', () => {
  it('names the week and each shed with its batch, in the schedule’s language', () => {
    const { subject, text } = reportEmailText({
      language: 'pt-BR',
      week,
      sheds: [
        { label: 'Aviário 01 (Sítio Alegre)', batch: 'FX-B1' },
        { label: 'Galpão Vazio (Sítio Alegre)', batch: null },
      ],
      omitted: 0,
      trial: false,
    });
    expect(subject).toBe('[Plantel] Relatório semanal — semana de 17/11/2026 a 23/11/2026');
    expect(text).toContain('Em anexo, o relatório do lote atual de cada galpão:\n- Aviário 01 (Sítio Alegre): FX-B1\n- Galpão Vazio (Sítio Alegre): sem lote alojado');
    expect(text).not.toContain('teste');
  });

  it('writes dates the way each language does, says when nothing is housed, and marks a trial', () => {
    const en = reportEmailText({ language: 'en', week, sheds: [{ label: 'A1', batch: null }], omitted: 0, trial: true });
    expect(en.subject).toBe('[Plantel] Weekly report — week of 17/11/2026 to 23/11/2026');
    expect(en.text).toContain('None of the chosen sheds houses a batch this week');
    expect(en.text).toContain('This is a test sending');
    const es = reportEmailText({ language: 'es', week, sheds: [{ label: 'A1', batch: 'L-1' }], omitted: 3, trial: false });
    expect(es.subject).toBe('[Plantel] Informe semanal — semana del 17/11/2026 al 23/11/2026');
    expect(es.text).toContain('3 lotes más no cupieron');
  });

  it('gives attachments plain file names', () => {
    expect(reportFileName('Aviário 01', 'FX/B1 ção')).toBe('plantel-Aviario-01-FX-B1-cao.pdf');
    expect(reportFileName('***', '')).toBe('plantel-shed-batch.pdf');
  });
});
