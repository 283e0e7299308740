import { describe, expect, it } from 'vitest';
import type { ReportSchedule } from '@plantel/contracts';
import { formDefaults, formFieldOf, shedChoices, weekdayNames } from './scheduleForm';

const shed = (id: number, identification: string, module: 'frangos_de_corte' | 'matrizeiro' | 'suinos', property_name = 'Sítio Boa Vista') => ({ id, identification, property_name, module });

const schedule: ReportSchedule = {
  id: 4,
  owner: { id: 3, username: 'produtor' },
  sheds: [shed(9, 'Suínos 01', 'suinos')],
  modules: ['matrizeiro'],
  weekday: 5,
  hour: 18,
  language: 'es',
  email: 'joao@example.com',
  enabled: false,
  last_sent_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('the schedule form', () => {
  it('starts a new schedule on Monday at 07:00 in the interface language, to the alert e-mail when there is one', () => {
    expect(formDefaults(null, { email: 'joao@example.com' }, 'en')).toEqual({ sheds: [], modules: [], weekday: 1, hour: 7, language: 'en', email: 'joao@example.com', enabled: true });
    expect(formDefaults(null, { email: null }, 'pt-BR').email).toBe('');
  });

  it('edits a schedule as it is', () => {
    expect(formDefaults(schedule, { email: 'other@example.com' }, 'pt-BR')).toEqual({ sheds: [9], modules: ['matrizeiro'], weekday: 5, hour: 18, language: 'es', email: 'joao@example.com', enabled: false });
  });

  it('offers the user’s sheds by module, then the schedule’s own the user cannot list', () => {
    const options = [shed(3, 'Aviário 10', 'frangos_de_corte'), shed(2, 'Matrizeiro 01', 'matrizeiro'), shed(1, 'Aviário 2', 'frangos_de_corte')];
    expect(shedChoices(options, schedule, ['frangos_de_corte', 'matrizeiro']).map((s) => s.identification)).toEqual(['Aviário 2', 'Aviário 10', 'Matrizeiro 01', 'Suínos 01']);
    expect(shedChoices(options, null, ['frangos_de_corte', 'matrizeiro'])).toHaveLength(3);
  });

  it('puts a server error on the field it names', () => {
    expect(formFieldOf({ field: 'modules.0' })).toBe('modules');
    expect(formFieldOf({ field: 'sheds' })).toBe('sheds');
    expect(formFieldOf({ field: 'body' })).toBeNull();
  });

  it('names the days of the week in each language, Sunday first', () => {
    expect(weekdayNames('pt-BR')).toEqual(['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado']);
    expect(weekdayNames('en')[1]).toBe('Monday');
    expect(weekdayNames('es')[3]).toBe('Miércoles');
  });
});
