import type { AlertLanguage } from './alerts';

/** The load plan's PDF words in each language (docs/plant-loop.md): what the plant receives. */
export interface LoadPlanLabels {
  title: string;
  version: string;
  identity: { company: string; producer: string; property: string; shed: string; batch: string; lineage: string; planned: string };
  columns: { load: string; catchAt: string; truck: string; birds: string; divisions: string; withdrawn: string; weight: string; band: string; kg: string };
  total: string;
  totalBand: string;
  assumptions: string;
  moved: string;
  generated: string;
}

export const LOAD_PLAN_LABELS: Record<AlertLanguage, LoadPlanLabels> = {
  'pt-BR': {
    title: 'Plano de carregamento',
    version: 'Versão {{version}}, salva em {{at}} por {{by}}',
    identity: { company: 'Empresa', producer: 'Produtor', property: 'Propriedade', shed: 'Galpão', batch: 'Lote', lineage: 'Linhagem', planned: 'Abate planejado' },
    columns: { load: 'Carga', catchAt: 'Apanha', truck: 'Caminhão', birds: 'Aves', divisions: 'Divisões', withdrawn: 'Jejum desde', weight: 'Peso esperado no frigorífico (g)', band: 'P10–P90 (g)', kg: 'kg esperados' },
    total: 'Total',
    totalBand: 'P10–P90 do total: {{p10}} a {{p90}} kg',
    assumptions: 'Estimativa: a previsão de peso quando a ração é retirada ({{withdrawal}} h antes da apanha), menos {{shrink}} % por hora de jejum até a balança do frigorífico ({{hours}} h).',
    moved: 'A previsão mudou {{change}} % desde esta versão.',
    generated: 'Emitido pelo Plantel em {{at}} ({{zone}}).',
  },
  en: {
    title: 'Load plan',
    version: 'Version {{version}}, saved {{at}} by {{by}}',
    identity: { company: 'Company', producer: 'Producer', property: 'Property', shed: 'Shed', batch: 'Batch', lineage: 'Lineage', planned: 'Planned slaughter' },
    columns: { load: 'Load', catchAt: 'Catch', truck: 'Truck', birds: 'Birds', divisions: 'Divisions', withdrawn: 'Fasting since', weight: 'Expected weight at the plant (g)', band: 'P10–P90 (g)', kg: 'Expected kg' },
    total: 'Total',
    totalBand: 'P10–P90 of the total: {{p10}} to {{p90}} kg',
    assumptions: "An estimate: the weight forecast when the feed is withdrawn ({{withdrawal}} h before the catch), less {{shrink}} % an hour without feed to the plant's scale ({{hours}} h).",
    moved: 'The forecast has moved {{change}} % since this version.',
    generated: 'Issued by Plantel on {{at}} ({{zone}}).',
  },
  es: {
    title: 'Plan de carga',
    version: 'Versión {{version}}, guardada el {{at}} por {{by}}',
    identity: { company: 'Empresa', producer: 'Productor', property: 'Propiedad', shed: 'Galpón', batch: 'Lote', lineage: 'Línea genética', planned: 'Faena planificada' },
    columns: { load: 'Carga', catchAt: 'Captura', truck: 'Camión', birds: 'Aves', divisions: 'Divisiones', withdrawn: 'Ayuno desde', weight: 'Peso esperado en planta (g)', band: 'P10–P90 (g)', kg: 'kg esperados' },
    total: 'Total',
    totalBand: 'P10–P90 del total: {{p10}} a {{p90}} kg',
    assumptions: 'Estimación: el peso previsto al retirar el alimento ({{withdrawal}} h antes de la captura), menos {{shrink}} % por hora de ayuno hasta la báscula de la planta ({{hours}} h).',
    moved: 'La previsión cambió {{change}} % desde esta versión.',
    generated: 'Emitido por Plantel el {{at}} ({{zone}}).',
  },
};
