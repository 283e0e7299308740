import type { AlertLanguage } from './alerts';
import type { ImportSex, ImportSheet } from './batch-import';

/**
 * The columns of each kind of row of a batch import, in the template's order: the JSON keys of
 * `batchImportSchema` (the batch's own fields, a weighing, a feed day, a mortality day, the slaughter).
 */
export const IMPORT_COLUMNS = {
  batch: ['shed', 'identification', 'lineage', 'sex', 'lodged_at', 'housed', 'entry_weight', 'age_at_lodging'],
  weighings: ['at', 'mean_weight', 'weights'],
  feed: ['date', 'kg'],
  mortality: ['date', 'dead', 'culled'],
  slaughter: ['date', 'birds', 'live_weight_kg'],
  eggs: ['date', 'division', 'total', 'hatching', 'cracked', 'dirty', 'floor', 'double_yolk', 'mean_egg_weight'],
} as const satisfies Record<ImportSheet, readonly string[]>;
export type ImportColumn<S extends ImportSheet> = (typeof IMPORT_COLUMNS)[S][number];

/** Columns that may be left empty (every other one is required in a row that has any value). */
export const OPTIONAL_IMPORT_COLUMNS: readonly string[] = ['age_at_lodging', 'weights', 'division', 'hatching', 'cracked', 'dirty', 'floor', 'double_yolk', 'mean_egg_weight'];

/** Why a value of an import is refused; each reason's text may hold {{placeholders}}. */
export const IMPORT_REASONS = [
  'required',
  'missing_sheet',
  'missing_column',
  'duplicate_column',
  'not_a_number',
  'not_whole',
  'must_be_positive',
  'at_least',
  'at_most',
  'too_long',
  'not_text',
  'bad_date',
  'bad_datetime',
  'bad_sex',
  'bad_weights',
  'not_a_list',
  'not_an_object',
  'too_many_rows',
  'one_row_only',
  'unknown_shed',
  'ambiguous_shed',
  'live_batch',
  'settled_batch',
  'unknown_key',
  'unknown_column',
  'unknown_sheet',
  'in_future',
  'day_in_future',
  'before_lodging',
  'after_slaughter',
  'duplicate_day',
  'duplicate_moment',
  'more_lost_than_housed',
  'more_slaughtered_than_alive',
  'more_eggs_than_hens',
  'egg_kinds_over_total',
  'unknown_division',
  'not_laying',
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];

/** Every word of the batch import (template, refusals, answers); a language missing any of them does not compile. */
export interface BatchImportLabels {
  /** File name of the template. */
  templateFile: string;
  /** Sheet names of the template. */
  sheets: Record<ImportSheet, string>;
  /** Column names of the template, with their units. */
  columns: { [S in ImportSheet]: Record<ImportColumn<S>, string> };
  /** What goes in a column: a note on the template's header cell. */
  notes: { [S in ImportSheet]: Record<ImportColumn<S>, string> };
  /** A note on the first cell of a sheet: what its rows are. */
  sheetNotes: Record<ImportSheet, string>;
  /** The sex as a spreadsheet may write it (the JSON form uses male, female, mixed). */
  sexes: Record<ImportSex, string>;
  reasons: Record<ImportReason, string>;
  /** The 415 and 413 answers. */
  notAFile: string;
  tooLarge: string;
  /** A body sent as JSON that is not JSON (400). */
  notJson: string;
  /** The 400 and 201 summaries. */
  refused: string;
  imported: string;
  replaced: string;
  /** Where a refusal is, in a line of text (the CLI): the sheet and row. */
  refusalAt: string;
  /** Only staff import (403). */
  staffOnly: string;
}

const DATE_NOTE = {
  'pt-BR': 'Uma data do Excel ou texto AAAA-MM-DD, ex.: 2026-09-02.',
  en: 'An Excel date or text YYYY-MM-DD, e.g. 2026-09-02.',
  es: 'Una fecha de Excel o texto AAAA-MM-DD, ej.: 2026-09-02.',
} as const;

const MOMENT_NOTE = {
  'pt-BR': 'Uma data e hora do Excel (hora local da empresa) ou texto AAAA-MM-DD HH:MM, ex.: 2026-09-01 08:00; com fuso: 2026-09-01T08:00:00-03:00.',
  en: "An Excel date and time (the company's local time) or text YYYY-MM-DD HH:MM, e.g. 2026-09-01 08:00; with an offset: 2026-09-01T08:00:00-03:00.",
  es: 'Una fecha y hora de Excel (hora local de la empresa) o texto AAAA-MM-DD HH:MM, ej.: 2026-09-01 08:00; con huso: 2026-09-01T08:00:00-03:00.',
} as const;

export const BATCH_IMPORT_LABELS: Record<AlertLanguage, BatchImportLabels> = {
  'pt-BR': {
    templateFile: 'plantel-importacao-de-lote.xlsx',
    sheets: { batch: 'Lote', weighings: 'Pesagens', feed: 'Ração', mortality: 'Mortalidade', slaughter: 'Abate', eggs: 'Ovos' },
    columns: {
      batch: {
        shed: 'Galpão (id ou identificação)',
        identification: 'Identificação do lote',
        lineage: 'Linhagem',
        sex: 'Sexo',
        lodged_at: 'Alojamento (data e hora)',
        housed: 'Animais alojados',
        entry_weight: 'Peso de entrada (g)',
        age_at_lodging: 'Idade no alojamento (dias)',
      },
      weighings: { at: 'Data e hora', mean_weight: 'Peso médio (g)', weights: 'Pesos individuais (g)' },
      feed: { date: 'Data', kg: 'Ração consumida (kg)' },
      mortality: { date: 'Data', dead: 'Mortos', culled: 'Eliminados' },
      slaughter: { date: 'Data', birds: 'Animais abatidos', live_weight_kg: 'Peso vivo total (kg)' },
      eggs: { date: 'Data', division: 'Divisão', total: 'Ovos coletados', hatching: 'Incubáveis', cracked: 'Trincados', dirty: 'Sujos', floor: 'De cama', double_yolk: 'Duas gemas', mean_egg_weight: 'Peso médio do ovo (g)' },
    },
    notes: {
      batch: {
        shed: 'O galpão: sua identificação, como as listas a mostram (Aviário 01), ou seu número (id) no Plantel.',
        identification: 'Como o lote é chamado, ex.: L-2026-07. Importar de novo a mesma identificação no mesmo galpão substitui o histórico importado.',
        lineage: 'Ex.: Ross 308, Cobb 500, Agroceres.',
        sex: 'macho, fêmea ou misto.',
        lodged_at: `Quando os animais foram alojados. ${MOMENT_NOTE['pt-BR']}`,
        housed: 'Número de animais alojados.',
        entry_weight: 'Peso médio no alojamento, em gramas: o do pinto nas aves (ex.: 44), o do leitão nos suínos (ex.: 7500).',
        age_at_lodging: 'Opcional, 0 se vazio: 0 para pintos, 21 a 28 para leitões desmamados.',
      },
      weighings: {
        at: `Quando os animais foram pesados. ${MOMENT_NOTE['pt-BR']}`,
        mean_weight: 'Peso médio da pesagem, em gramas.',
        weights: 'Opcional: os pesos individuais, em gramas, numa célula só, separados por ; ou espaços, ex.: 2810; 2950; 2875.',
      },
      feed: { date: `O dia. ${DATE_NOTE['pt-BR']}`, kg: 'Ração que o lote consumiu nesse dia, em kg.' },
      mortality: { date: `O dia. ${DATE_NOTE['pt-BR']}`, dead: 'Animais mortos nesse dia.', culled: 'Animais eliminados (descartados) nesse dia.' },
      slaughter: {
        date: `O dia do abate. ${DATE_NOTE['pt-BR']}`,
        birds: 'Animais entregues ao abate.',
        live_weight_kg: 'Peso vivo total desses animais, em kg.',
      },
      eggs: {
        date: `O dia. ${DATE_NOTE['pt-BR']}`,
        division: 'Opcional: a divisão; a importação aloja o lote numa só, "1".',
        total: 'Todos os ovos coletados no dia, de todo tipo.',
        hatching: 'Opcional, 0 se vazio: ovos incubáveis (matrizes).',
        cracked: 'Opcional: ovos trincados.',
        dirty: 'Opcional: ovos sujos.',
        floor: 'Opcional: ovos de cama (postos fora do ninho).',
        double_yolk: 'Opcional: ovos de duas gemas.',
        mean_egg_weight: 'Opcional: peso médio da amostra pesada no dia, em gramas.',
      },
    },
    sheetNotes: {
      batch: 'Uma linha: o lote.',
      weighings: 'Uma linha por pesagem.',
      feed: 'Uma linha por dia.',
      mortality: 'Uma linha por dia; opcional.',
      slaughter: 'Uma linha, só para um lote já abatido; deixe vazia enquanto o lote está alojado.',
      eggs: 'Uma linha por dia, para matrizes e poedeiras; opcional.',
    },
    sexes: { male: 'macho', female: 'fêmea', mixed: 'misto' },
    reasons: {
      required: 'Obrigatório',
      missing_sheet: 'A planilha não tem a aba {{sheet}}',
      missing_column: 'Falta a coluna {{column}}',
      duplicate_column: 'A coluna {{column}} aparece mais de uma vez',
      not_a_number: '"{{value}}" não é um número',
      not_whole: '{{value}} não é um número inteiro',
      must_be_positive: 'Deve ser maior que zero',
      at_least: 'Deve ser pelo menos {{min}}',
      at_most: 'Deve ser no máximo {{max}}',
      too_long: 'Tem mais de {{max}} caracteres',
      not_text: 'Deve ser um texto',
      bad_date: '"{{value}}" não é uma data: use uma data do Excel ou AAAA-MM-DD',
      bad_datetime: '"{{value}}" não é uma data e hora: use uma data do Excel, AAAA-MM-DD HH:MM ou, em JSON, AAAA-MM-DDTHH:MM:SS-03:00',
      bad_sex: '"{{value}}" não é um sexo: use macho, fêmea ou misto',
      bad_weights: '"{{value}}" não é uma lista de pesos em gramas maiores que zero, separados por ; ou espaços',
      not_a_list: 'Deve ser uma lista',
      not_an_object: 'Deve ser um objeto com data, animais e peso vivo',
      too_many_rows: 'Mais de {{max}} linhas',
      one_row_only: 'Só uma linha é lida nesta aba; esta é a mais',
      unknown_shed: 'Não há galpão {{shed}} em que você possa importar',
      ambiguous_shed: 'Há {{count}} galpões {{shed}} (em propriedades diferentes): use o número (id) do galpão',
      live_batch: 'O galpão já tem um lote {{identification}} acompanhado pelo Plantel; use outra identificação',
      settled_batch: 'O lote {{identification}} já foi acertado (extrato versão {{version}}): corrija-o pela correção do extrato, não por nova importação',
      unknown_key: 'Campo desconhecido "{{key}}": confira a grafia',
      unknown_column: 'Coluna desconhecida "{{key}}": confira o nome ou apague a coluna',
      unknown_sheet: 'Aba desconhecida "{{name}}": confira o nome ou apague a aba',
      in_future: 'Está no futuro',
      day_in_future: 'É depois de hoje ({{today}})',
      before_lodging: 'É antes do alojamento ({{lodging}})',
      after_slaughter: 'É depois do abate ({{slaughter}})',
      duplicate_day: 'Mesmo dia da linha {{row}}',
      duplicate_moment: 'Mesmo momento da linha {{row}}',
      more_lost_than_housed: 'Mortos e eliminados até este dia ({{lost}}) passam dos animais alojados ({{housed}})',
      more_slaughtered_than_alive: 'Mais animais que os vivos no abate ({{alive}})',
      more_eggs_than_hens: 'Mais ovos que as galinhas vivas nesse dia ({{hens}})',
      egg_kinds_over_total: 'Incubáveis, trincados, sujos, de cama e duas gemas somam mais que os ovos coletados ({{total}})',
      unknown_division: 'A importação aloja o lote numa só divisão, "1"',
      not_laying: 'Ovos só se importam em galpões de matrizes ou de poedeiras',
    },
    notAFile: 'Envie o lote como planilha .xlsx (o modelo) ou como JSON; o arquivo enviado não é nenhum dos dois',
    tooLarge: 'O arquivo passa de {{max}} MB; divida o histórico ou envie como JSON',
    notJson: 'O corpo enviado como JSON não é um JSON válido',
    refused: '{{count}} valor(es) recusado(s); nada foi gravado',
    imported: 'Lote {{batch}} importado: {{weighings}} pesagens, {{feed}} dias de ração, {{mortality}} dias de mortalidade',
    replaced: 'Lote {{batch}} substituído: {{weighings}} pesagens, {{feed}} dias de ração, {{mortality}} dias de mortalidade',
    refusalAt: '{{sheet}}, linha {{row}}',
    staffOnly: 'Só a equipe técnica da empresa pode importar lotes',
  },
  en: {
    templateFile: 'plantel-batch-import.xlsx',
    sheets: { batch: 'Batch', weighings: 'Weighings', feed: 'Feed', mortality: 'Mortality', slaughter: 'Slaughter', eggs: 'Eggs' },
    columns: {
      batch: {
        shed: 'Shed (id or identification)',
        identification: 'Batch identification',
        lineage: 'Lineage',
        sex: 'Sex',
        lodged_at: 'Lodged at (date and time)',
        housed: 'Animals housed',
        entry_weight: 'Entry weight (g)',
        age_at_lodging: 'Age at lodging (days)',
      },
      weighings: { at: 'Date and time', mean_weight: 'Mean weight (g)', weights: 'Individual weights (g)' },
      feed: { date: 'Date', kg: 'Feed eaten (kg)' },
      mortality: { date: 'Date', dead: 'Dead', culled: 'Culled' },
      slaughter: { date: 'Date', birds: 'Animals slaughtered', live_weight_kg: 'Total live weight (kg)' },
      eggs: { date: 'Date', division: 'Division', total: 'Eggs collected', hatching: 'Hatching', cracked: 'Cracked', dirty: 'Dirty', floor: 'Floor', double_yolk: 'Double-yolk', mean_egg_weight: 'Mean egg weight (g)' },
    },
    notes: {
      batch: {
        shed: "The shed: its identification as the lists show it (Aviário 01), or its number (id) in Plantel.",
        identification: 'What the batch is called, e.g. L-2026-07. Importing the same identification into the same shed again replaces its imported history.',
        lineage: 'E.g. Ross 308, Cobb 500, Agroceres.',
        sex: 'male, female or mixed.',
        lodged_at: `When the animals were housed. ${MOMENT_NOTE.en}`,
        housed: 'Number of animals housed.',
        entry_weight: "Mean weight at housing, in grams: the chick's for poultry (e.g. 44), the pig's for swine (e.g. 7500).",
        age_at_lodging: 'Optional, 0 when empty: 0 for chicks, 21 to 28 for weaned pigs.',
      },
      weighings: {
        at: `When the animals were weighed. ${MOMENT_NOTE.en}`,
        mean_weight: "The weighing's mean weight, in grams.",
        weights: 'Optional: the individual weights, in grams, in one cell, separated by ; or spaces, e.g. 2810; 2950; 2875.',
      },
      feed: { date: `The day. ${DATE_NOTE.en}`, kg: 'Feed the batch ate that day, in kg.' },
      mortality: { date: `The day. ${DATE_NOTE.en}`, dead: 'Animals that died that day.', culled: 'Animals culled that day.' },
      slaughter: {
        date: `The day of slaughter. ${DATE_NOTE.en}`,
        birds: 'Animals delivered to slaughter.',
        live_weight_kg: 'Their total live weight, in kg.',
      },
      eggs: {
        date: `The day. ${DATE_NOTE.en}`,
        division: 'Optional: the division; the import houses the flock in one, "1".',
        total: 'Every egg collected that day, of every kind.',
        hatching: 'Optional, 0 if empty: eggs fit to set (breeders).',
        cracked: 'Optional: cracked eggs.',
        dirty: 'Optional: dirty eggs.',
        floor: 'Optional: floor eggs (laid outside the nest).',
        double_yolk: 'Optional: double-yolk eggs.',
        mean_egg_weight: "Optional: mean weight of the day's weighed sample, in grams.",
      },
    },
    sheetNotes: {
      batch: 'One row: the batch.',
      weighings: 'One row per weighing.',
      feed: 'One row per day.',
      mortality: 'One row per day; optional.',
      slaughter: 'One row, only for a batch already slaughtered; leave it empty while the batch is housed.',
      eggs: 'One row per day, for breeders and laying hens; optional.',
    },
    sexes: { male: 'male', female: 'female', mixed: 'mixed' },
    reasons: {
      required: 'Required',
      missing_sheet: 'The workbook has no {{sheet}} sheet',
      missing_column: 'The column {{column}} is missing',
      duplicate_column: 'The column {{column}} appears more than once',
      not_a_number: '"{{value}}" is not a number',
      not_whole: '{{value}} is not a whole number',
      must_be_positive: 'Must be greater than zero',
      at_least: 'Must be at least {{min}}',
      at_most: 'Must be at most {{max}}',
      too_long: 'Longer than {{max}} characters',
      not_text: 'Must be text',
      bad_date: '"{{value}}" is not a date: use an Excel date or YYYY-MM-DD',
      bad_datetime: '"{{value}}" is not a date and time: use an Excel date, YYYY-MM-DD HH:MM or, in JSON, YYYY-MM-DDTHH:MM:SS-03:00',
      bad_sex: '"{{value}}" is not a sex: use male, female or mixed',
      bad_weights: '"{{value}}" is not a list of weights in grams above zero, separated by ; or spaces',
      not_a_list: 'Must be a list',
      not_an_object: 'Must be an object with the date, animals and live weight',
      too_many_rows: 'More than {{max}} rows',
      one_row_only: 'Only one row is read on this sheet; this one is extra',
      unknown_shed: 'There is no shed {{shed}} you can import into',
      ambiguous_shed: 'There are {{count}} sheds {{shed}} (on different farms): use the shed\'s number (id)',
      live_batch: 'The shed already has a batch {{identification}} followed by Plantel; use another identification',
      settled_batch: 'Batch {{identification}} is settled (statement version {{version}}): correct it through its statement, not by importing it again',
      unknown_key: 'Unknown field "{{key}}": check its spelling',
      unknown_column: 'Unknown column "{{key}}": check its name or delete the column',
      unknown_sheet: 'Unknown sheet "{{name}}": check its name or delete the sheet',
      in_future: 'Is in the future',
      day_in_future: 'Is after today ({{today}})',
      before_lodging: 'Is before the lodging ({{lodging}})',
      after_slaughter: 'Is after the slaughter ({{slaughter}})',
      duplicate_day: 'Same day as row {{row}}',
      duplicate_moment: 'Same moment as row {{row}}',
      more_lost_than_housed: 'Dead and culled up to this day ({{lost}}) exceed the animals housed ({{housed}})',
      more_slaughtered_than_alive: 'More animals than were alive at slaughter ({{alive}})',
      more_eggs_than_hens: 'More eggs than the hens alive that day ({{hens}})',
      egg_kinds_over_total: 'Hatching, cracked, dirty, floor and double-yolk eggs add up to more than the eggs collected ({{total}})',
      unknown_division: 'The import houses the flock in one division, "1"',
      not_laying: 'Eggs are imported into breeder or laying sheds only',
    },
    notAFile: 'Send the batch as an .xlsx workbook (the template) or as JSON; the file sent is neither',
    tooLarge: 'The file is larger than {{max}} MB; split the history or send it as JSON',
    notJson: 'The body sent as JSON is not valid JSON',
    refused: '{{count}} value(s) refused; nothing was stored',
    imported: 'Imported batch {{batch}}: {{weighings}} weighings, {{feed}} feed days, {{mortality}} mortality days',
    replaced: 'Replaced batch {{batch}}: {{weighings}} weighings, {{feed}} feed days, {{mortality}} mortality days',
    refusalAt: '{{sheet}}, row {{row}}',
    staffOnly: "Only the company's staff may import batches",
  },
  es: {
    templateFile: 'plantel-importacion-de-lote.xlsx',
    sheets: { batch: 'Lote', weighings: 'Pesajes', feed: 'Alimento', mortality: 'Mortalidad', slaughter: 'Faena', eggs: 'Huevos' },
    columns: {
      batch: {
        shed: 'Galpón (id o identificación)',
        identification: 'Identificación del lote',
        lineage: 'Línea genética',
        sex: 'Sexo',
        lodged_at: 'Alojamiento (fecha y hora)',
        housed: 'Animales alojados',
        entry_weight: 'Peso de entrada (g)',
        age_at_lodging: 'Edad al alojamiento (días)',
      },
      weighings: { at: 'Fecha y hora', mean_weight: 'Peso medio (g)', weights: 'Pesos individuales (g)' },
      feed: { date: 'Fecha', kg: 'Alimento consumido (kg)' },
      mortality: { date: 'Fecha', dead: 'Muertos', culled: 'Descartados' },
      slaughter: { date: 'Fecha', birds: 'Animales faenados', live_weight_kg: 'Peso vivo total (kg)' },
      eggs: { date: 'Fecha', division: 'División', total: 'Huevos recogidos', hatching: 'Incubables', cracked: 'Rotos', dirty: 'Sucios', floor: 'De piso', double_yolk: 'Doble yema', mean_egg_weight: 'Peso medio del huevo (g)' },
    },
    notes: {
      batch: {
        shed: 'El galpón: su identificación, como la muestran las listas (Aviário 01), o su número (id) en Plantel.',
        identification: 'Cómo se llama el lote, ej.: L-2026-07. Importar de nuevo la misma identificación en el mismo galpón reemplaza el historial importado.',
        lineage: 'Ej.: Ross 308, Cobb 500, Agroceres.',
        sex: 'macho, hembra o mixto.',
        lodged_at: `Cuándo se alojaron los animales. ${MOMENT_NOTE.es}`,
        housed: 'Número de animales alojados.',
        entry_weight: 'Peso medio al alojamiento, en gramos: el del pollito en aves (ej.: 44), el del lechón en cerdos (ej.: 7500).',
        age_at_lodging: 'Opcional, 0 si está vacío: 0 para pollitos, 21 a 28 para lechones destetados.',
      },
      weighings: {
        at: `Cuándo se pesaron los animales. ${MOMENT_NOTE.es}`,
        mean_weight: 'Peso medio del pesaje, en gramos.',
        weights: 'Opcional: los pesos individuales, en gramos, en una sola celda, separados por ; o espacios, ej.: 2810; 2950; 2875.',
      },
      feed: { date: `El día. ${DATE_NOTE.es}`, kg: 'Alimento que el lote consumió ese día, en kg.' },
      mortality: { date: `El día. ${DATE_NOTE.es}`, dead: 'Animales muertos ese día.', culled: 'Animales descartados ese día.' },
      slaughter: {
        date: `El día de la faena. ${DATE_NOTE.es}`,
        birds: 'Animales entregados a faena.',
        live_weight_kg: 'Su peso vivo total, en kg.',
      },
      eggs: {
        date: `El día. ${DATE_NOTE.es}`,
        division: 'Opcional: la división; la importación aloja el lote en una sola, "1".',
        total: 'Todos los huevos recogidos ese día, de todo tipo.',
        hatching: 'Opcional, 0 si vacío: huevos incubables (reproductoras).',
        cracked: 'Opcional: huevos rotos.',
        dirty: 'Opcional: huevos sucios.',
        floor: 'Opcional: huevos de piso (puestos fuera del nido).',
        double_yolk: 'Opcional: huevos de doble yema.',
        mean_egg_weight: 'Opcional: peso medio de la muestra pesada ese día, en gramos.',
      },
    },
    sheetNotes: {
      batch: 'Una fila: el lote.',
      weighings: 'Una fila por pesaje.',
      feed: 'Una fila por día.',
      mortality: 'Una fila por día; opcional.',
      slaughter: 'Una fila, solo para un lote ya faenado; déjela vacía mientras el lote está alojado.',
      eggs: 'Una fila por día, para reproductoras y ponedoras; opcional.',
    },
    sexes: { male: 'macho', female: 'hembra', mixed: 'mixto' },
    reasons: {
      required: 'Obligatorio',
      missing_sheet: 'El libro no tiene la hoja {{sheet}}',
      missing_column: 'Falta la columna {{column}}',
      duplicate_column: 'La columna {{column}} aparece más de una vez',
      not_a_number: '"{{value}}" no es un número',
      not_whole: '{{value}} no es un número entero',
      must_be_positive: 'Debe ser mayor que cero',
      at_least: 'Debe ser al menos {{min}}',
      at_most: 'Debe ser como máximo {{max}}',
      too_long: 'Tiene más de {{max}} caracteres',
      not_text: 'Debe ser un texto',
      bad_date: '"{{value}}" no es una fecha: use una fecha de Excel o AAAA-MM-DD',
      bad_datetime: '"{{value}}" no es una fecha y hora: use una fecha de Excel, AAAA-MM-DD HH:MM o, en JSON, AAAA-MM-DDTHH:MM:SS-03:00',
      bad_sex: '"{{value}}" no es un sexo: use macho, hembra o mixto',
      bad_weights: '"{{value}}" no es una lista de pesos en gramos mayores que cero, separados por ; o espacios',
      not_a_list: 'Debe ser una lista',
      not_an_object: 'Debe ser un objeto con fecha, animales y peso vivo',
      too_many_rows: 'Más de {{max}} filas',
      one_row_only: 'En esta hoja se lee una sola fila; esta sobra',
      unknown_shed: 'No hay un galpón {{shed}} en el que usted pueda importar',
      ambiguous_shed: 'Hay {{count}} galpones {{shed}} (en propiedades distintas): use el número (id) del galpón',
      live_batch: 'El galpón ya tiene un lote {{identification}} seguido por Plantel; use otra identificación',
      settled_batch: 'El lote {{identification}} ya fue liquidado (extracto versión {{version}}): corríjalo por la corrección del extracto, no importándolo de nuevo',
      unknown_key: 'Campo desconocido "{{key}}": revise cómo está escrito',
      unknown_column: 'Columna desconocida "{{key}}": revise su nombre o borre la columna',
      unknown_sheet: 'Hoja desconocida "{{name}}": revise su nombre o borre la hoja',
      in_future: 'Está en el futuro',
      day_in_future: 'Es posterior a hoy ({{today}})',
      before_lodging: 'Es anterior al alojamiento ({{lodging}})',
      after_slaughter: 'Es posterior a la faena ({{slaughter}})',
      duplicate_day: 'Mismo día que la fila {{row}}',
      duplicate_moment: 'Mismo momento que la fila {{row}}',
      more_lost_than_housed: 'Muertos y descartados hasta este día ({{lost}}) superan los animales alojados ({{housed}})',
      more_slaughtered_than_alive: 'Más animales que los vivos en la faena ({{alive}})',
      more_eggs_than_hens: 'Más huevos que las gallinas vivas ese día ({{hens}})',
      egg_kinds_over_total: 'Incubables, rotos, sucios, de piso y doble yema suman más que los huevos recogidos ({{total}})',
      unknown_division: 'La importación aloja el lote en una sola división, "1"',
      not_laying: 'Los huevos se importan solo en galpones de reproductoras o de ponedoras',
    },
    notAFile: 'Envíe el lote como libro .xlsx (la plantilla) o como JSON; el archivo enviado no es ninguno de los dos',
    tooLarge: 'El archivo supera {{max}} MB; divida el historial o envíelo como JSON',
    notJson: 'El cuerpo enviado como JSON no es un JSON válido',
    refused: '{{count}} valor(es) rechazado(s); no se guardó nada',
    imported: 'Lote {{batch}} importado: {{weighings}} pesajes, {{feed}} días de alimento, {{mortality}} días de mortalidad',
    replaced: 'Lote {{batch}} reemplazado: {{weighings}} pesajes, {{feed}} días de alimento, {{mortality}} días de mortalidad',
    refusalAt: '{{sheet}}, fila {{row}}',
    staffOnly: 'Solo el personal técnico de la empresa puede importar lotes',
  },
};

/** The .xlsx form's content type. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Largest import body, bytes (JSON or .xlsx). */
export const BATCH_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
