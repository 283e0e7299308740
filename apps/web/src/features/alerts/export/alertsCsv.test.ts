import { describe, expect, it } from 'vitest';
import { makeAlert } from '@/testing/alertFactory';
import { alertsCsv, csvSeparator, type CsvLabels } from './alertsCsv';

const labels: CsvLabels = {
  headers: ['Hora', 'Aviário', 'Propriedade', 'Lote', 'Idade', 'Tipo', 'Gravidade', 'Estado', 'Mensagem'],
  type: (a) => a.type,
  severity: (a) => a.severity,
  state: (a) => a.state,
  message: () => 'Box 1: temperatura de 31,5 °C; "alta"',
  time: (iso) => iso.slice(0, 10),
  sensitive: (text) => text ?? '',
};

describe('alerts CSV', () => {
  it('starts with a BOM, quotes fields holding the separator or quotes, and ends rows with CRLF', () => {
    const csv = alertsCsv([makeAlert({ timestamp: '2026-11-20T10:00:00Z' })], labels, ';');
    expect(csv.startsWith('\uFEFFHora;Aviário;')).toBe(true);
    const [, row] = csv.slice(1).split('\r\n');
    expect(row).toBe('2026-11-20;Aviário 01;Sítio Boa Vista;2026-001;27;Ambiência;warning;open;"Box 1: temperatura de 31,5 °C; ""alta"""');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('leaves empty cells for a company-wide alert and masks names through the labels', () => {
    const csv = alertsCsv([makeAlert({ shed_identification: null, shed_property_name: null, batch_identification: null, age: null })], { ...labels, sensitive: () => '***' }, ',');
    expect(csv.slice(1).split('\r\n')[1]!.split(',').slice(1, 5)).toEqual(['', '***', '', '']);
  });

  it('separates with a semicolon where decimals take a comma', () => {
    expect([csvSeparator('pt-BR'), csvSeparator('es'), csvSeparator('en')]).toEqual([';', ';', ',']);
  });
});
