import { z } from 'zod';
import type { AlertLanguage } from './alerts';
import { apiErrorSchema } from './errors';
import type { VentilationType } from './register';
import type { ProductionTypeId } from './vocabulary';

/**
 * The farm register imported at once (issue 37): one .xlsx with a sheet per kind, or the same as
 * JSON. Rows are matched by their identification, so importing again updates them: producers by
 * CPF/CNPJ, properties by producer and name, sheds by property and identification, silos by shed
 * and identification. One transaction: any refused row writes nothing.
 */

export const REGISTER_IMPORT_SHEETS = ['producers', 'properties', 'sheds', 'silos'] as const;
export type RegisterImportSheet = (typeof REGISTER_IMPORT_SHEETS)[number];

export const REGISTER_IMPORT_COLUMNS = {
  producers: ['name', 'tax_id', 'phone', 'email'],
  properties: ['name', 'producer_tax_id', 'owner_name', 'municipality', 'state', 'latitude', 'longitude', 'altitude', 'time_zone'],
  sheds: ['property', 'identification', 'name', 'production_type', 'lineage', 'target_weight', 'capacity', 'floor_area', 'ventilation', 'divisions'],
  silos: ['property', 'shed', 'identification', 'capacity', 'density'],
} as const satisfies Record<RegisterImportSheet, readonly string[]>;

/** Columns read as numbers (a decimal comma too); the others as text. */
export const REGISTER_IMPORT_NUMBERS: ReadonlySet<string> = new Set(['latitude', 'longitude', 'altitude', 'production_type', 'target_weight', 'capacity', 'floor_area', 'density']);

/** Most rows a sheet may hold. */
export const REGISTER_IMPORT_MAX_ROWS = 5_000;

export const REGISTER_IMPORT_REASONS = [
  'required',
  'not_a_number',
  'positive',
  'tax_id',
  'tax_id_taken',
  'duplicate_in_file',
  'identification_taken',
  'latitude',
  'longitude',
  'production_type',
  'production_type_fixed',
  'module_not_allowed',
  'unknown_producer',
  'unknown_property',
  'ambiguous_property',
  'unknown_shed',
  'archived',
  'email',
  'divisions',
  'division_in_use',
  'not_a_choice',
  'parent_refused',
  'too_many_rows',
  'empty',
  'invalid',
] as const;
export type RegisterImportReason = (typeof REGISTER_IMPORT_REASONS)[number];

/** Columns whose cells name one of a list, as the register's screens name them. */
export const REGISTER_IMPORT_CHOICE_COLUMNS = ['production_type', 'ventilation'] as const;
export type RegisterImportChoiceColumn = (typeof REGISTER_IMPORT_CHOICE_COLUMNS)[number];
export const isRegisterImportChoice = (column: string): column is RegisterImportChoiceColumn => (REGISTER_IMPORT_CHOICE_COLUMNS as readonly string[]).includes(column);

export interface RegisterImportLabels {
  sheets: Record<RegisterImportSheet, string>;
  columns: { [S in RegisterImportSheet]: Record<(typeof REGISTER_IMPORT_COLUMNS)[S][number], string> };
  /** What goes in each column: the template's header notes. */
  notes: { [S in RegisterImportSheet]: Record<(typeof REGISTER_IMPORT_COLUMNS)[S][number], string> };
  /** The choices' names: the same words as the register's screens (the web's locale test keeps them equal). */
  choices: { production_type: Record<ProductionTypeId, string>; ventilation: Record<VentilationType, string> };
  reasons: Record<RegisterImportReason, string>;
  refused: string;
  /** One line of what an import stored, per sheet. */
  imported: string;
  notAFile: string;
  notJson: string;
  templateFile: string;
}

export const REGISTER_IMPORT_LABELS: Record<AlertLanguage, RegisterImportLabels> = {
  'pt-BR': {
    sheets: { producers: 'Produtores', properties: 'Propriedades', sheds: 'Galpões', silos: 'Silos' },
    columns: {
      producers: { name: 'Nome', tax_id: 'CPF ou CNPJ', phone: 'Telefone', email: 'E-mail' },
      properties: {
        name: 'Nome',
        producer_tax_id: 'CPF ou CNPJ do produtor',
        owner_name: 'Proprietário',
        municipality: 'Município',
        state: 'UF',
        latitude: 'Latitude',
        longitude: 'Longitude',
        altitude: 'Altitude (m)',
        time_zone: 'Fuso horário',
      },
      sheds: {
        property: 'Propriedade',
        identification: 'Identificação',
        name: 'Nome',
        production_type: 'Tipo de produção',
        lineage: 'Linhagem',
        target_weight: 'Peso-alvo (g)',
        capacity: 'Capacidade (animais)',
        floor_area: 'Área (m²)',
        ventilation: 'Ventilação',
        divisions: 'Divisões',
      },
      silos: { property: 'Propriedade', shed: 'Galpão', identification: 'Identificação', capacity: 'Capacidade (kg)', density: 'Densidade (kg/m³)' },
    },
    choices: {
      production_type: { 1: 'Matrizes (recria)', 2: 'Matrizes (produção)', 3: 'Frangos de corte', 5: 'Suínos', 6: 'Poedeiras (recria)', 7: 'Poedeiras (produção)' },
      ventilation: { natural: 'Natural (cortinas)', positive_pressure: 'Pressão positiva', tunnel: 'Túnel', cross: 'Cruzada', dark_house: 'Dark house' },
    },
    notes: {
      producers: {
        name: 'Nome do produtor (obrigatório).',
        tax_id: 'CPF ou CNPJ, com ou sem pontuação (obrigatório). É a chave: importar de novo o mesmo CPF/CNPJ atualiza o produtor.',
        phone: 'Telefone, opcional.',
        email: 'E-mail, opcional.',
      },
      properties: {
        name: 'Nome da propriedade (obrigatório). Com o produtor, é a chave: importar de novo atualiza a propriedade.',
        producer_tax_id: 'CPF ou CNPJ de um produtor da empresa ou da planilha Produtores (obrigatório).',
        owner_name: 'Proprietário, se não for o produtor.',
        municipality: 'Município.',
        state: 'UF, duas letras (escolha na lista).',
        latitude: 'Latitude em graus decimais, de -90 a 90 (ex.: -27,23).',
        longitude: 'Longitude em graus decimais, de -180 a 180 (ex.: -52,02).',
        altitude: 'Altitude em metros: muda a pressão do ar e, com ela, os números de conforto térmico.',
        time_zone: 'Fuso horário IANA, ex.: America/Sao_Paulo. Vazio: o da empresa.',
      },
      sheds: {
        property: 'Nome de uma propriedade da empresa ou da planilha Propriedades (obrigatório).',
        identification: 'Identificação do galpão na propriedade (obrigatório). Com a propriedade, é a chave: importar de novo atualiza o galpão.',
        name: 'Nome, opcional.',
        production_type: 'Escolha na lista (obrigatório). Não muda depois do cadastro.',
        lineage: 'Linhagem, ex.: Cobb 500, Ross 308.',
        target_weight: 'Peso-alvo de abate em gramas.',
        capacity: 'Capacidade em animais.',
        floor_area: 'Área útil em m².',
        ventilation: 'Escolha na lista.',
        divisions: 'Divisões e capacidades: "Box 1=12000; Box 2=12000".',
      },
      silos: {
        property: 'Nome da propriedade do galpão (obrigatório).',
        shed: 'Identificação do galpão nessa propriedade (obrigatório).',
        identification: 'Identificação do silo no galpão (obrigatório). É a chave: importar de novo atualiza o silo.',
        capacity: 'Capacidade em kg.',
        density: 'Densidade da ração em kg/m³.',
      },
    },
    reasons: {
      required: 'Campo obrigatório',
      not_a_number: '"{{value}}" não é um número',
      positive: 'Deve ser maior que 0',
      tax_id: 'CPF ou CNPJ inválido: os dígitos verificadores não conferem',
      tax_id_taken: 'Outro produtor da empresa já tem este CPF ou CNPJ ({{name}})',
      duplicate_in_file: 'Repete a linha {{row}} desta planilha',
      identification_taken: 'Já existe um item com esta identificação aqui',
      latitude: 'Latitude deve estar entre -90 e 90',
      longitude: 'Longitude deve estar entre -180 e 180',
      production_type: 'Tipo de produção desconhecido: escolha um da lista',
      production_type_fixed: 'O galpão já está cadastrado com outro tipo de produção',
      module_not_allowed: 'Seu acesso não permite cadastrar galpões deste tipo de produção',
      unknown_producer: 'Nenhum produtor com este CPF ou CNPJ, nem na empresa nem na planilha',
      unknown_property: 'Nenhuma propriedade com este nome, nem na empresa nem na planilha',
      ambiguous_property: 'Mais de uma propriedade tem este nome',
      unknown_shed: 'Nenhum galpão com esta identificação nesta propriedade',
      archived: 'Está arquivado: restaure antes',
      email: 'Deve ser um endereço de e-mail',
      divisions: 'Divisões como "Box 1=12000; Box 2=12000": identificação e capacidade de cada uma, sem repetir',
      division_in_use: 'A divisão {{division}} abriga animais do lote aberto e não pode sair',
      too_many_rows: 'Mais de {{max}} linhas',
      empty: 'Nenhuma linha em nenhuma planilha',
      not_a_choice: '"{{value}}" não é uma das opções: {{choices}}',
      parent_refused: 'Depende da linha {{row}} da planilha {{sheet}}, que foi recusada',
      invalid: 'Valor inválido: {{value}}',
    },
    refused: 'Cadastro não importado: {{count}} valor(es) recusado(s); nada foi gravado.',
    imported: '{{sheet}}: {{created}} novo(s), {{updated}} atualizado(s), {{unchanged}} sem mudança',
    notAFile: 'Envie o modelo .xlsx preenchido ou o JSON do cadastro.',
    notJson: 'O JSON enviado não pôde ser lido.',
    templateFile: 'modelo-cadastro.xlsx',
  },
  en: {
    sheets: { producers: 'Producers', properties: 'Properties', sheds: 'Sheds', silos: 'Silos' },
    columns: {
      producers: { name: 'Name', tax_id: 'CPF or CNPJ', phone: 'Phone', email: 'E-mail' },
      properties: {
        name: 'Name',
        producer_tax_id: "Producer's CPF or CNPJ",
        owner_name: 'Owner',
        municipality: 'Municipality',
        state: 'State',
        latitude: 'Latitude',
        longitude: 'Longitude',
        altitude: 'Altitude (m)',
        time_zone: 'Time zone',
      },
      sheds: {
        property: 'Property',
        identification: 'Identification',
        name: 'Name',
        production_type: 'Production type',
        lineage: 'Strain',
        target_weight: 'Target weight (g)',
        capacity: 'Capacity (animals)',
        floor_area: 'Floor area (m²)',
        ventilation: 'Ventilation',
        divisions: 'Divisions',
      },
      silos: { property: 'Property', shed: 'Shed', identification: 'Identification', capacity: 'Capacity (kg)', density: 'Density (kg/m³)' },
    },
    choices: {
      production_type: { 1: 'Breeders (rearing)', 2: 'Breeders (laying)', 3: 'Broilers', 5: 'Swine', 6: 'Laying hens (rearing)', 7: 'Laying hens (laying)' },
      ventilation: { natural: 'Natural (curtains)', positive_pressure: 'Positive pressure', tunnel: 'Tunnel', cross: 'Cross', dark_house: 'Dark house' },
    },
    notes: {
      producers: {
        name: "The producer's name (required).",
        tax_id: 'CPF or CNPJ, with or without punctuation (required). It is the key: importing the same CPF/CNPJ again updates the producer.',
        phone: 'Phone, optional.',
        email: 'E-mail, optional.',
      },
      properties: {
        name: "The property's name (required). With the producer, it is the key: importing again updates the property.",
        producer_tax_id: 'CPF or CNPJ of a producer of the company or of the Producers sheet (required).',
        owner_name: 'Owner, when not the producer.',
        municipality: 'Municipality.',
        state: 'State, two letters (pick from the list).',
        latitude: 'Latitude in decimal degrees, from -90 to 90 (e.g. -27.23).',
        longitude: 'Longitude in decimal degrees, from -180 to 180 (e.g. -52.02).',
        altitude: 'Altitude in metres: it changes the air pressure and, with it, the thermal comfort figures.',
        time_zone: "IANA time zone, e.g. America/Sao_Paulo. Empty: the company's.",
      },
      sheds: {
        property: 'Name of a property of the company or of the Properties sheet (required).',
        identification: "The shed's identification on the property (required). With the property, it is the key: importing again updates the shed.",
        name: 'Name, optional.',
        production_type: 'Pick from the list (required). It cannot change once registered.',
        lineage: 'Strain, e.g. Cobb 500, Ross 308.',
        target_weight: 'Target slaughter weight in grams.',
        capacity: 'Capacity in animals.',
        floor_area: 'Usable floor area in m².',
        ventilation: 'Pick from the list.',
        divisions: 'Divisions and their capacities: "Box 1=12000; Box 2=12000".',
      },
      silos: {
        property: "The name of the shed's property (required).",
        shed: "The shed's identification on that property (required).",
        identification: "The silo's identification in the shed (required). It is the key: importing again updates the silo.",
        capacity: 'Capacity in kg.',
        density: 'Feed density in kg/m³.',
      },
    },
    reasons: {
      required: 'Required',
      not_a_number: '"{{value}}" is not a number',
      positive: 'Must be more than 0',
      tax_id: 'Not a valid CPF or CNPJ: its check digits do not match',
      tax_id_taken: 'Another producer of the company has this CPF or CNPJ ({{name}})',
      duplicate_in_file: 'Repeats row {{row}} of this sheet',
      identification_taken: 'Something here already has this identification',
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
      production_type: 'Unknown production type: pick one from the list',
      production_type_fixed: 'The shed is registered with another production type',
      module_not_allowed: 'Your access does not let you register sheds of this production type',
      unknown_producer: 'No producer has this CPF or CNPJ, in the company or in the file',
      unknown_property: 'No property has this name, in the company or in the file',
      ambiguous_property: 'More than one property has this name',
      unknown_shed: 'No shed of this property has this identification',
      archived: 'Archived: restore it first',
      email: 'Must be an e-mail address',
      divisions: 'Divisions as "Box 1=12000; Box 2=12000": each one\'s identification and capacity, none repeated',
      division_in_use: 'The division {{division}} houses animals of the open batch and cannot go',
      too_many_rows: 'More than {{max}} rows',
      empty: 'No row in any sheet',
      not_a_choice: '"{{value}}" is not one of: {{choices}}',
      parent_refused: 'Depends on row {{row}} of the {{sheet}} sheet, which was refused',
      invalid: 'Invalid value: {{value}}',
    },
    refused: 'Register not imported: {{count}} value(s) refused; nothing was stored.',
    imported: '{{sheet}}: {{created}} created, {{updated}} updated, {{unchanged}} unchanged',
    notAFile: 'Send the filled-in .xlsx template or the register as JSON.',
    notJson: 'The JSON sent could not be read.',
    templateFile: 'register-template.xlsx',
  },
  es: {
    sheets: { producers: 'Productores', properties: 'Propiedades', sheds: 'Galpones', silos: 'Silos' },
    columns: {
      producers: { name: 'Nombre', tax_id: 'CPF o CNPJ', phone: 'Teléfono', email: 'Correo' },
      properties: {
        name: 'Nombre',
        producer_tax_id: 'CPF o CNPJ del productor',
        owner_name: 'Propietario',
        municipality: 'Municipio',
        state: 'Estado o provincia',
        latitude: 'Latitud',
        longitude: 'Longitud',
        altitude: 'Altitud (m)',
        time_zone: 'Zona horaria',
      },
      sheds: {
        property: 'Propiedad',
        identification: 'Identificación',
        name: 'Nombre',
        production_type: 'Tipo de producción',
        lineage: 'Línea genética',
        target_weight: 'Peso objetivo (g)',
        capacity: 'Capacidad (animales)',
        floor_area: 'Superficie (m²)',
        ventilation: 'Ventilación',
        divisions: 'Divisiones',
      },
      silos: { property: 'Propiedad', shed: 'Galpón', identification: 'Identificación', capacity: 'Capacidad (kg)', density: 'Densidad (kg/m³)' },
    },
    choices: {
      production_type: { 1: 'Reproductoras (recría)', 2: 'Reproductoras (postura)', 3: 'Pollos de engorde', 5: 'Cerdos', 6: 'Ponedoras (recría)', 7: 'Ponedoras (postura)' },
      ventilation: { natural: 'Natural (cortinas)', positive_pressure: 'Presión positiva', tunnel: 'Túnel', cross: 'Cruzada', dark_house: 'Dark house' },
    },
    notes: {
      producers: {
        name: 'Nombre del productor (obligatorio).',
        tax_id: 'CPF o CNPJ, con o sin puntuación (obligatorio). Es la clave: importar de nuevo el mismo CPF/CNPJ actualiza el productor.',
        phone: 'Teléfono, opcional.',
        email: 'Correo electrónico, opcional.',
      },
      properties: {
        name: 'Nombre de la propiedad (obligatorio). Con el productor, es la clave: importar de nuevo actualiza la propiedad.',
        producer_tax_id: 'CPF o CNPJ de un productor de la empresa o de la hoja Productores (obligatorio).',
        owner_name: 'Propietario, si no es el productor.',
        municipality: 'Municipio.',
        state: 'Estado (UF), dos letras (elija de la lista).',
        latitude: 'Latitud en grados decimales, de -90 a 90 (ej.: -27,23).',
        longitude: 'Longitud en grados decimales, de -180 a 180 (ej.: -52,02).',
        altitude: 'Altitud en metros: cambia la presión del aire y, con ella, las cifras de confort térmico.',
        time_zone: 'Zona horaria IANA, ej.: America/Sao_Paulo. Vacío: la de la empresa.',
      },
      sheds: {
        property: 'Nombre de una propiedad de la empresa o de la hoja Propiedades (obligatorio).',
        identification: 'Identificación del galpón en la propiedad (obligatorio). Con la propiedad, es la clave: importar de nuevo actualiza el galpón.',
        name: 'Nombre, opcional.',
        production_type: 'Elija de la lista (obligatorio). No cambia después del registro.',
        lineage: 'Línea genética, ej.: Cobb 500, Ross 308.',
        target_weight: 'Peso objetivo de faena en gramos.',
        capacity: 'Capacidad en animales.',
        floor_area: 'Área útil en m².',
        ventilation: 'Elija de la lista.',
        divisions: 'Divisiones y capacidades: "Box 1=12000; Box 2=12000".',
      },
      silos: {
        property: 'Nombre de la propiedad del galpón (obligatorio).',
        shed: 'Identificación del galpón en esa propiedad (obligatorio).',
        identification: 'Identificación del silo en el galpón (obligatorio). Es la clave: importar de nuevo actualiza el silo.',
        capacity: 'Capacidad en kg.',
        density: 'Densidad del alimento en kg/m³.',
      },
    },
    reasons: {
      required: 'Campo obligatorio',
      not_a_number: '"{{value}}" no es un número',
      positive: 'Debe ser mayor que 0',
      tax_id: 'CPF o CNPJ no válido: los dígitos verificadores no coinciden',
      tax_id_taken: 'Otro productor de la empresa tiene este CPF o CNPJ ({{name}})',
      duplicate_in_file: 'Repite la fila {{row}} de esta hoja',
      identification_taken: 'Ya hay algo aquí con esta identificación',
      latitude: 'La latitud debe estar entre -90 y 90',
      longitude: 'La longitud debe estar entre -180 y 180',
      production_type: 'Tipo de producción desconocido: elija uno de la lista',
      production_type_fixed: 'El galpón está registrado con otro tipo de producción',
      module_not_allowed: 'Su acceso no permite registrar galpones de este tipo de producción',
      unknown_producer: 'Ningún productor tiene este CPF o CNPJ, ni en la empresa ni en el archivo',
      unknown_property: 'Ninguna propiedad tiene este nombre, ni en la empresa ni en el archivo',
      ambiguous_property: 'Más de una propiedad tiene este nombre',
      unknown_shed: 'Ningún galpón de esta propiedad tiene esta identificación',
      archived: 'Está archivado: restáurelo antes',
      email: 'Debe ser una dirección de correo',
      divisions: 'Divisiones como "Box 1=12000; Box 2=12000": identificación y capacidad de cada una, sin repetir',
      division_in_use: 'La división {{division}} aloja animales del lote abierto y no puede salir',
      too_many_rows: 'Más de {{max}} filas',
      empty: 'Ninguna fila en ninguna hoja',
      not_a_choice: '"{{value}}" no es una de las opciones: {{choices}}',
      parent_refused: 'Depende de la fila {{row}} de la hoja {{sheet}}, que fue rechazada',
      invalid: 'Valor no válido: {{value}}',
    },
    refused: 'Registro no importado: {{count}} valor(es) rechazado(s); no se guardó nada.',
    imported: '{{sheet}}: {{created}} nuevo(s), {{updated}} actualizado(s), {{unchanged}} sin cambios',
    notAFile: 'Envíe la plantilla .xlsx completada o el registro en JSON.',
    notJson: 'No se pudo leer el JSON enviado.',
    templateFile: 'plantilla-registro.xlsx',
  },
};

const row = z.record(z.string(), z.unknown());

/** `POST /v2/register/import` as JSON (the .xlsx has the same sheets and columns). */
export const registerImportJsonSchema = z.object({
  producers: z.array(row).optional().describe('{name, tax_id, phone, email}'),
  properties: z.array(row).optional().describe('{name, producer_tax_id, owner_name, municipality, state, latitude, longitude, altitude, time_zone}'),
  sheds: z
    .array(row)
    .optional()
    .describe('{property (its name), identification, name, production_type, lineage, target_weight, capacity, floor_area, ventilation, divisions ([{identification, capacity}] or "Box 1=12000; Box 2=12000")}'),
  silos: z.array(row).optional().describe('{property (its name), shed (its identification), identification, capacity, density}'),
}).strict();

const counts = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int().describe('Rows found and written again as they were') });
export const registerImportResultSchema = z.object({ producers: counts, properties: counts, sheds: counts, silos: counts });
export type RegisterImportResult = z.infer<typeof registerImportResultSchema>;

export const registerImportRefusalSchema = z.object({
  sheet: z.enum(REGISTER_IMPORT_SHEETS),
  sheet_name: z.string().describe("The sheet's name as the file (or the template of the language) calls it"),
  row: z.number().int().describe('Spreadsheet row as Excel numbers it (header = 1); in JSON, 1 for the first item'),
  field: z.string().describe('The JSON key of the column'),
  column: z.string().describe("The column's name in the language of the answer"),
  message: z.string().describe('Why, in the language of the answer'),
});
export type RegisterImportRefusal = z.infer<typeof registerImportRefusalSchema>;
export const registerImportRefusedSchema = apiErrorSchema.extend({ refusals: z.array(registerImportRefusalSchema).min(1) });
export type RegisterImportRefused = z.infer<typeof registerImportRefusedSchema>;
