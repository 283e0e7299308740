import { describe, expect, it } from 'vitest';
import { alertMessage } from './alert-messages';

describe('alert messages', () => {
  it('group thousands in every language, Spanish 4-digit figures included', () => {
    const params = { weight: 2703, percent: 5.9, reference: 2873 };
    expect(alertMessage('es', 'weight_below_reference', params)).toBe('Peso medio de 2.703 g, 5,9% por debajo de la referencia (2.873 g)');
    expect(alertMessage('pt-BR', 'weight_below_reference', params)).toBe('Peso médio de 2.703 g, 5,9% abaixo da referência (2.873 g)');
    expect(alertMessage('en', 'weight_below_reference', params)).toBe('Mean weight of 2,703 g, 5.9% below the reference (2,873 g)');
  });

  it('speak of feed in Spanish as the trade does (alimento)', () => {
    expect(alertMessage('es', 'silo_empty', {})).toBe('Silos vacíos: el lote está sin alimento');
  });
});
