import type { AlertLanguage, AlertParams, AlertSubtype } from './alerts';
import type { ComfortCause } from './batch-sanity';

type Catalog = Record<AlertSubtype, string>;

/**
 * Alert messages by subtype, in every language: the server words e-mails and the API's `message`
 * with them, the web app its tables and notices. `{{name}}` is a figure of the alert's params.
 */
export const ALERT_MESSAGES: Record<AlertLanguage, Catalog> = {
  'pt-BR': {
    temperature_high: '{{division}}: temperatura de {{value}} °C acima da faixa ideal ({{min}}–{{max}} °C)',
    temperature_low: '{{division}}: temperatura de {{value}} °C abaixo da faixa ideal ({{min}}–{{max}} °C)',
    humidity_high: '{{division}}: umidade de {{value}}% acima da faixa ideal ({{min}}–{{max}}%)',
    humidity_low: '{{division}}: umidade de {{value}}% abaixo da faixa ideal ({{min}}–{{max}}%)',
    co2_high: '{{division}}: CO2 de {{value}} ppm acima do limite de {{max}} ppm',
    enthalpy_critical: '{{division}}: conforto crítico ({{value}} kJ/kg){{causes}}',
    enthalpy_lethal: '{{division}}: conforto letal ({{value}} kJ/kg){{causes}}',
    sensor_stale: '{{sensors}} sem leituras há {{silence}}: {{devices}}',
    sensor_stuck: 'Sensor {{device}} ({{position}}) sem variação há {{hours}} h',
    mortality_high: 'Mortalidade diária de {{value}}‰ no dia {{day}}, acima de {{limit}}‰',
    no_telemetry: 'Nenhuma leitura de nenhum dispositivo da empresa há {{hours}} h',
    weight_below_reference: 'Peso médio de {{weight}} g, {{percent}}% abaixo da referência ({{reference}} g)',
    weight_loss: '{{division}} perdeu {{percent}}% do peso nos últimos {{days}} dias',
    consumption_low: '{{rule}}: consumo de {{value}} kg entre {{start}} e {{end}}, abaixo do mínimo de {{min}} kg',
    silo_low: 'Ração para {{days}} dias nos silos ({{kg}} kg)',
    silo_empty: 'Silos vazios: o lote está sem ração',
    water_shortfall: 'Medidor de água ({{device}}): {{value}} L de água em 24 h, {{percent}}% abaixo do esperado ({{expected}} L)',
    ratio_out_of_band: 'Medidor de água ({{device}}): {{value}} L de água por kg de ração em 24 h, fora da faixa normal (limite {{limit}} L/kg)',
    water_leak: 'Medidor de água ({{device}}): {{value}} L na última hora, {{factor}} vezes o esperado ({{expected}} L) — possível vazamento',
    lay_drop: 'Postura de {{value}}% no dia {{day}}, {{points}} pontos abaixo dos 3 dias anteriores ({{baseline}}%)',
    lay_below_standard: 'Postura de {{value}}% na semana {{week}}, {{points}} pontos abaixo do padrão ({{standard}}%)',
    egg_weight_out_of_band: 'Peso do ovo de {{value}} g na semana {{week}}, fora da faixa do padrão ({{min}}–{{max}} g)',
    floor_eggs_high: 'Ovos de cama: {{value}}% dos ovos nos últimos {{days}} dias, acima de {{limit}}%',
    salmonella_positive: 'Salmonella positiva ({{serovars}}) na amostra {{samples}}, com o abate planejado',
    salmonella_pending: 'Resultado de Salmonella pendente ({{samples}}) a {{days}} dias do abate planejado',
    salmonella_missing: 'Nenhuma amostra de Salmonella a {{days}} dias do abate planejado',
  },
  en: {
    temperature_high: '{{division}}: temperature of {{value}} °C above the ideal band ({{min}}–{{max}} °C)',
    temperature_low: '{{division}}: temperature of {{value}} °C below the ideal band ({{min}}–{{max}} °C)',
    humidity_high: '{{division}}: humidity of {{value}}% above the ideal band ({{min}}–{{max}}%)',
    humidity_low: '{{division}}: humidity of {{value}}% below the ideal band ({{min}}–{{max}}%)',
    co2_high: '{{division}}: CO2 of {{value}} ppm above the {{max}} ppm limit',
    enthalpy_critical: '{{division}}: critical comfort ({{value}} kJ/kg){{causes}}',
    enthalpy_lethal: '{{division}}: lethal comfort ({{value}} kJ/kg){{causes}}',
    sensor_stale: '{{sensors}} sent no readings for {{silence}}: {{devices}}',
    sensor_stuck: 'Sensor {{device}} ({{position}}) has not changed for {{hours}} h',
    mortality_high: 'Daily mortality of {{value}}‰ on day {{day}}, above {{limit}}‰',
    no_telemetry: 'No reading from any device of the company for {{hours}} h',
    weight_below_reference: 'Mean weight of {{weight}} g, {{percent}}% below the reference ({{reference}} g)',
    weight_loss: '{{division}} lost {{percent}}% of its weight over the last {{days}} days',
    consumption_low: '{{rule}}: {{value}} kg eaten between {{start}} and {{end}}, below the minimum of {{min}} kg',
    silo_low: 'Feed for {{days}} days left in the silos ({{kg}} kg)',
    silo_empty: 'Silos empty: the batch has no feed',
    water_shortfall: 'Water meter ({{device}}): {{value}} L of water over 24 h, {{percent}}% below the expected ({{expected}} L)',
    ratio_out_of_band: 'Water meter ({{device}}): {{value}} L of water per kg of feed over 24 h, outside the normal band (limit {{limit}} L/kg)',
    water_leak: 'Water meter ({{device}}): {{value}} L in the last hour, {{factor}} times the expected ({{expected}} L) — possible leak',
    lay_drop: 'Lay of {{value}}% on day {{day}}, {{points}} points below the 3 days before ({{baseline}}%)',
    lay_below_standard: 'Lay of {{value}}% in week {{week}}, {{points}} points below the standard ({{standard}}%)',
    egg_weight_out_of_band: 'Egg weight of {{value}} g in week {{week}}, outside the standard\'s band ({{min}}–{{max}} g)',
    floor_eggs_high: 'Floor eggs: {{value}}% of the eggs over the last {{days}} days, above {{limit}}%',
    salmonella_positive: 'Salmonella positive ({{serovars}}) in sample {{samples}}, with the slaughter planned',
    salmonella_pending: 'Salmonella result pending ({{samples}}) {{days}} days before the planned slaughter',
    salmonella_missing: 'No Salmonella sample {{days}} days before the planned slaughter',
  },
  es: {
    temperature_high: '{{division}}: temperatura de {{value}} °C por encima de la franja ideal ({{min}}–{{max}} °C)',
    temperature_low: '{{division}}: temperatura de {{value}} °C por debajo de la franja ideal ({{min}}–{{max}} °C)',
    humidity_high: '{{division}}: humedad de {{value}}% por encima de la franja ideal ({{min}}–{{max}}%)',
    humidity_low: '{{division}}: humedad de {{value}}% por debajo de la franja ideal ({{min}}–{{max}}%)',
    co2_high: '{{division}}: CO2 de {{value}} ppm por encima del límite de {{max}} ppm',
    enthalpy_critical: '{{division}}: confort crítico ({{value}} kJ/kg){{causes}}',
    enthalpy_lethal: '{{division}}: confort letal ({{value}} kJ/kg){{causes}}',
    sensor_stale: '{{sensors}} sin lecturas desde hace {{silence}}: {{devices}}',
    sensor_stuck: 'Sensor {{device}} ({{position}}) sin variación desde hace {{hours}} h',
    mortality_high: 'Mortalidad diaria de {{value}}‰ el día {{day}}, por encima de {{limit}}‰',
    no_telemetry: 'Ninguna lectura de ningún dispositivo de la empresa desde hace {{hours}} h',
    weight_below_reference: 'Peso medio de {{weight}} g, {{percent}}% por debajo de la referencia ({{reference}} g)',
    weight_loss: '{{division}} perdió {{percent}}% del peso en los últimos {{days}} días',
    consumption_low: '{{rule}}: consumo de {{value}} kg entre {{start}} y {{end}}, por debajo del mínimo de {{min}} kg',
    silo_low: 'Alimento para {{days}} días en los silos ({{kg}} kg)',
    silo_empty: 'Silos vacíos: el lote está sin alimento',
    water_shortfall: 'Medidor de agua ({{device}}): {{value}} L de agua en 24 h, {{percent}}% por debajo de lo esperado ({{expected}} L)',
    ratio_out_of_band: 'Medidor de agua ({{device}}): {{value}} L de agua por kg de alimento en 24 h, fuera de la franja normal (límite {{limit}} L/kg)',
    water_leak: 'Medidor de agua ({{device}}): {{value}} L en la última hora, {{factor}} veces lo esperado ({{expected}} L) — posible fuga',
    lay_drop: 'Postura de {{value}}% el día {{day}}, {{points}} puntos por debajo de los 3 días anteriores ({{baseline}}%)',
    lay_below_standard: 'Postura de {{value}}% en la semana {{week}}, {{points}} puntos por debajo del estándar ({{standard}}%)',
    egg_weight_out_of_band: 'Peso del huevo de {{value}} g en la semana {{week}}, fuera de la franja del estándar ({{min}}–{{max}} g)',
    floor_eggs_high: 'Huevos de piso: {{value}}% de los huevos en los últimos {{days}} días, por encima de {{limit}}%',
    salmonella_positive: 'Salmonella positiva ({{serovars}}) en la muestra {{samples}}, con la faena planificada',
    salmonella_pending: 'Resultado de Salmonella pendiente ({{samples}}) a {{days}} días de la faena planificada',
    salmonella_missing: 'Ninguna muestra de Salmonella a {{days}} días de la faena planificada',
  },
};

/** What put the air out of comfort, in each language (alert messages, the sanity dashboard). */
export const COMFORT_CAUSE_LABELS: Record<AlertLanguage, Record<ComfortCause, string>> = {
  'pt-BR': {
    temperature_low: 'temperatura baixa',
    temperature_high: 'temperatura alta',
    humidity_low: 'umidade baixa',
    humidity_high: 'umidade alta',
    enthalpy_low: 'entalpia baixa',
    enthalpy_high: 'entalpia alta',
  },
  en: {
    temperature_low: 'low temperature',
    temperature_high: 'high temperature',
    humidity_low: 'low humidity',
    humidity_high: 'high humidity',
    enthalpy_low: 'low enthalpy',
    enthalpy_high: 'high enthalpy',
  },
  es: {
    temperature_low: 'temperatura baja',
    temperature_high: 'temperatura alta',
    humidity_low: 'humedad baja',
    humidity_high: 'humedad alta',
    enthalpy_low: 'entalpía baja',
    enthalpy_high: 'entalpía alta',
  },
};

/** Comfort causes as an alert carries them (keys joined by commas), in a language. */
export function comfortCausesText(lang: AlertLanguage, causes: string): string {
  const labels = COMFORT_CAUSE_LABELS[lang] as Record<string, string>;
  return causes
    .split(',')
    .filter((c) => c !== '')
    .map((c) => labels[c] ?? c)
    .join(', ');
}

/** The words around an alert in an e-mail. */
export const ALERT_EMAIL_LABELS: Record<AlertLanguage, Record<'subject' | 'shed' | 'batch' | 'age' | 'since' | 'footer' | 'open' | 'acknowledge' | 'reminder', string>> = {
  'pt-BR': {
    subject: 'Alerta',
    shed: 'Aviário',
    batch: 'Lote',
    age: 'Idade (dias)',
    since: 'Desde',
    footer: 'Você recebe este e-mail pelas suas preferências de notificação no Plantel.',
    open: 'Abrir no Plantel',
    acknowledge: 'Reconhecer (sem entrar)',
    reminder: 'Lembrete',
  },
  en: {
    subject: 'Alert',
    shed: 'Shed',
    batch: 'Batch',
    age: 'Age (days)',
    since: 'Since',
    footer: 'You get this e-mail because of your notification preferences in Plantel.',
    open: 'Open in Plantel',
    acknowledge: 'Acknowledge (no sign-in)',
    reminder: 'Reminder',
  },
  es: {
    subject: 'Alerta',
    shed: 'Galpón',
    batch: 'Lote',
    age: 'Edad (días)',
    since: 'Desde',
    footer: 'Recibe este correo por sus preferencias de notificación en Plantel.',
    open: 'Abrir en Plantel',
    acknowledge: 'Confirmar (sin iniciar sesión)',
    reminder: 'Recordatorio',
  },
};

// Building a number format costs far more than using one: a history or an export words thousands of messages.
const numberFormats = new Map<AlertLanguage, Intl.NumberFormat>();

function numberFormatOf(lang: AlertLanguage): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, useGrouping: 'always' });
    numberFormats.set(lang, format);
  }
  return format;
}

/** Counts and spans an alert's message words in its language: how many sensors, and a silence in hours or, from two days, days. */
const COUNT_WORDS: Record<AlertLanguage, { sensor: [string, string]; hours: string; days: string }> = {
  'pt-BR': { sensor: ['sensor', 'sensores'], hours: 'h', days: 'dias' },
  en: { sensor: ['sensor', 'sensors'], hours: 'h', days: 'days' },
  es: { sensor: ['sensor', 'sensores'], hours: 'h', days: 'días' },
};
const SILENCE_IN_DAYS_FROM_HOURS = 48;

/** An alert's message in a language, its figures formatted the way that language writes numbers. */
export function alertMessage(lang: AlertLanguage, key: AlertSubtype, params: AlertParams): string {
  const numbers = numberFormatOf(lang);
  const words = COUNT_WORDS[lang];
  return ALERT_MESSAGES[lang][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    // Comfort causes follow the message after a dash; an alert raised before they were recorded has none.
    if (name === 'causes') return typeof value === 'string' && value !== '' ? ` — ${comfortCausesText(lang, value)}` : '';
    if (name === 'sensors' && typeof value === 'number') return `${numbers.format(value)} ${words.sensor[value === 1 ? 0 : 1]}`;
    if (name === 'silence' && typeof value === 'number') {
      return value < SILENCE_IN_DAYS_FROM_HOURS ? `${numbers.format(value)} ${words.hours}` : `${numbers.format(Math.round((value / 24) * 10) / 10)} ${words.days}`;
    }
    if (value === undefined) return whole;
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}

/** The supported language an Accept-Language header or lang parameter asks for first (pt-BR by default). */
export function alertLanguageOf(...asked: (string | undefined)[]): AlertLanguage {
  for (const header of asked) {
    for (const part of (header ?? '').split(',')) {
      const tag = part.split(';')[0]!.trim().toLowerCase();
      if (tag.startsWith('pt')) return 'pt-BR';
      if (tag.startsWith('en')) return 'en';
      if (tag.startsWith('es')) return 'es';
    }
  }
  return 'pt-BR';
}
