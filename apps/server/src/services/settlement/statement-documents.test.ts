import { correctStatement, settleBatch } from '@plantel/domain';
import { BAND_BATCH, BAND_CONTRACT, CORRECTED_BAND_BATCH, CORRECTION_REASON } from '@plantel/domain/testing/settlement-cases';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/helpers/pdf-text';
import { statementPdf, statementXlsx, type StatementIdentification } from './statement-documents';

const version1 = settleBatch(BAND_BATCH, BAND_CONTRACT);
const version2 = correctStatement(version1, CORRECTED_BAND_BATCH, BAND_CONTRACT, CORRECTION_REASON);
const WHO: StatementIdentification = {
  integrator: { name: 'Integradora Vale Verde', document: '12.345.678/0001-90' },
  producer: { name: 'Sítio Boa Vista', document: null },
  property: 'Fazenda Boa Vista',
  shed: 'Galpão 3',
  batch: 'L-2026-014',
  slaughterDate: '2026-08-05',
  contract: { name: BAND_CONTRACT.name, version: 1 },
  confirmedAt: '2026-08-06T13:30:00Z',
};
const TZ = 'America/Sao_Paulo';

/** The PDF's text with every run of spaces (a currency's no-break space too) as one space. */
const pdfText = async (file: Buffer) => (await readPdf(file)).text.replace(/\s+/g, ' ');

describe('the statement PDF', () => {
  it('holds every RIPI field of version 1 in Portuguese, with the amount payable in reais', async () => {
    const text = await pdfText(await statementPdf(version1, WHO, 'pt-BR', TZ));
    const expected = [
      'Relatório de Informações da Produção Integrada (RIPI)',
      // Identification: both parties, farm, shed, batch, contract and version.
      'Integradora Vale Verde (Documento 12.345.678/0001-90)',
      'Sítio Boa Vista',
      'Fazenda Boa Vista',
      'Galpão 3',
      'L-2026-014',
      '05/08/2026',
      // 13:30 UTC is 10:30 in São Paulo.
      '06/08/2026 10:30',
      'Broiler, mixed sex, 2026, versão 1',
      'Versão 1 do demonstrativo',
      // Inputs supplied: 20,000 chicks at R$ 1.60, 91,872 kg of feed at R$ 1.85, vaccines at R$ 0.0235.
      'Insumos fornecidos',
      'Chicks',
      'R$ 1,60',
      'R$ 32.000,00',
      'Feed',
      '93.000,00',
      '1.128,00',
      'R$ 169.963,20',
      'Vaccines',
      'R$ 0,0235',
      'R$ 470,00',
      'Total dos insumos R$ 202.433,20',
      // Technical indicators.
      'Indicadores técnicos e de produtividade',
      'Idade ao abate (dias) 42',
      'Mortalidade (%) 4,00',
      'Viabilidade (%) 96,00',
      'Peso médio (g) 2.900',
      'Ganho diário (g/dia) 68,0',
      'Conversão alimentar 1,650',
      'Conversão corrigida pela mortalidade 1,625',
      'Conversão ajustada a 2.500 g, 0,02 por 100 g 1,570',
      'IEP (índice de eficiência produtiva) 401,7',
      // Quantities produced.
      'Quantidades produzidas',
      'Animais alojados 20.000',
      'Animais entregues 19.200',
      'Animais condenados 100',
      'Animais pagos 19.100',
      'Peso vivo entregue (kg) 55.680,00',
      'Peso pago (kg) 55.390,00',
      'Animais-dia alojados 823.200',
      'Ração consumida (kg) 91.872,00',
      // Prices used.
      'Preços usados no cálculo',
      'Por animal entregue R$ 0,625',
      'Por kg entregue não usado',
      // Every pay step with its input and result.
      'Cálculo da remuneração',
      '1. Base per bird delivered Animais pagos 19.100',
      'R$ 11.937,50',
      '2. EPEF IEP 401,7 400 – 420 1,05',
      'R$ 596,88',
      '3. Adjusted FCR Conversão ajustada 1,570 1,55 – 1,6 1,5',
      'R$ 830,85',
      '4. Viability Viabilidade (%) 96,00 95 – 97 20.000',
      'R$ 200,00',
      '5. Technical assistance valor fixo',
      '-R$ 150,00',
      'Valor a pagar ao produtor: R$ 13.415,23',
    ];
    for (const field of expected) expect(text).toContain(field);
    expect(text).not.toContain('Correção');
  });

  it('heads a correction in English with its version and reason, and the new amount payable', async () => {
    const text = await pdfText(await statementPdf(version2, WHO, 'en', TZ));
    const expected = [
      'Integrated Production Information Report (RIPI)',
      `Statement version 2 · Correction: ${CORRECTION_REASON}`,
      `Reason for correction ${CORRECTION_REASON}`,
      'Broiler, mixed sex, 2026, version 1',
      'Integrated producer Sítio Boa Vista',
      'Farm Fazenda Boa Vista',
      'Inputs supplied',
      'Inputs total R$202,433.20',
      'Technical indicators and productivity indices',
      'EPEF (production efficiency factor) 401.7',
      'Adjusted FCR 1.570',
      'Quantities produced',
      'Animals condemned 160',
      'Animals paid 19,040',
      'Weight paid (kg) 55,216.00',
      'Prices used in the calculation',
      'Per animal delivered R$0.625',
      'Pay calculation',
      // 19,040 × 62.5 ¢; 1,190,000 × 0.05; 55,216 × 1.5 ¢.
      '1. Base per bird delivered Animals paid 19,040',
      'R$11,900.00',
      'R$595.00',
      'R$828.24',
      'Amount payable to the producer: R$13,373.24',
    ];
    for (const field of expected) expect(text).toContain(field);
  });

  it('is written in Spanish too', async () => {
    const text = await pdfText(await statementPdf(version1, WHO, 'es', TZ));
    expect(text).toContain('Informe de Información de la Producción Integrada (RIPI)');
    expect(text).toContain('Importe a pagar al productor: 13.415,23 R$');
    expect(text).toContain('Total de insumos 202.433,20 R$');
  });
});

describe('the statement workbook', () => {
  async function rows(file: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const out: { values: ExcelJS.CellValue[]; formats: string[] }[] = [];
    sheet.eachRow((row) => {
      const cells = Array.from({ length: 7 }, (_, k) => row.getCell(k + 1));
      out.push({ values: cells.map((c) => c.value ?? null), formats: cells.map((c) => c.numFmt ?? '') });
    });
    return { name: sheet.name, rows: out };
  }
  const row = (sheet: Awaited<ReturnType<typeof rows>>, label: string) => sheet.rows.find((r) => r.values[0] === label);

  it('reads back with every RIPI field, money as numbers in reais', async () => {
    const sheet = await rows(await statementXlsx(version2, WHO, 'pt-BR', TZ));
    expect(sheet.name).toBe('Demonstrativo');
    const labels = sheet.rows.map((r) => r.values[0]);
    for (const title of ['Identificação', 'Insumos fornecidos', 'Indicadores técnicos e de produtividade', 'Quantidades produzidas', 'Preços usados no cálculo', 'Cálculo da remuneração']) {
      expect(labels).toContain(title);
    }
    expect(row(sheet, 'Produtor integrado')?.values[1]).toBe('Sítio Boa Vista');
    expect(row(sheet, 'Contrato')?.values[1]).toBe('Broiler, mixed sex, 2026, versão 1');
    expect(row(sheet, 'Versão do demonstrativo')?.values[1]).toBe(2);
    expect(row(sheet, 'Motivo da correção')?.values[1]).toBe(CORRECTION_REASON);
    expect(row(sheet, 'Feed')?.values.slice(2, 6)).toEqual([93_000, 1_128, 1.85, 169_963.2]);
    expect(row(sheet, 'Total dos insumos')?.values[5]).toBe(202_433.2);
    expect(row(sheet, 'Animais pagos')?.values[1]).toBe(19_040);
    expect(row(sheet, 'IEP (índice de eficiência produtiva)')?.values[1]).toBeCloseTo(401.73, 2);
    expect(row(sheet, 'Por animal entregue')?.values[1]).toBe(0.625);
    // Step 2: EPEF in 400–420, × 1.05 on R$ 11,900.00: + R$ 595.00.
    expect(row(sheet, '2. EPEF')?.values.slice(3)).toEqual(['400 – 420', 1.05, 11_900, 595]);
    const payable = sheet.rows.filter((r) => r.values[0] === 'Valor a pagar ao produtor');
    expect(payable.map((r) => r.values.find((v) => typeof v === 'number'))).toEqual([13_373.24, 13_373.24]);
    expect(payable[0]!.formats[6]).toBe('"R$" #,##0.00');
  });

  it('is in English when asked', async () => {
    const sheet = await rows(await statementXlsx(version1, WHO, 'en', TZ));
    expect(sheet.name).toBe('Statement');
    // The last line of the pay steps, then the amount on its own.
    const payable = sheet.rows.filter((r) => r.values[0] === 'Amount payable to the producer');
    expect(payable.map((r) => r.values.find((v) => typeof v === 'number'))).toEqual([13_415.23, 13_415.23]);
  });
});
