import type { AlertLanguage } from './alerts';
import type { ADMINISTRATION_ROUTES, SAMPLE_KINDS, SAMPLE_OUTCOMES, VACCINATION_PLACES } from './health-book';

/** The sanitary bulletin's words in each language (docs/health-book.md): the PDF the plant receives. */
export interface BulletinLabels {
  title: string;
  subtitle: string;
  identity: { company: string; producer: string; taxId: string; property: string; municipality: string; shed: string; batch: string; lineage: string; lodged: string; housed: string; planned: string; notPlanned: string };
  mortality: { title: string; week: string; dead: string; culled: string; total: string; percent: string };
  treatments: { title: string; product: string; ingredients: string; period: string; withdrawal: string; prescriber: string; reason: string; none: string };
  vaccinations: { title: string; product: string; date: string; place: string; route: string; batch: string; none: string };
  samples: { title: string; kind: string; taken: string; laboratory: string; id: string; result: string; none: string };
  veterinarians: { title: string; none: string };
  openWithdrawal: string;
  generated: string;
  routes: Record<(typeof ADMINISTRATION_ROUTES)[number], string>;
  places: Record<(typeof VACCINATION_PLACES)[number], string>;
  sampleKinds: Record<(typeof SAMPLE_KINDS)[number], string>;
  outcomes: Record<'pending' | (typeof SAMPLE_OUTCOMES)[number], string>;
}

export const BULLETIN_LABELS: Record<AlertLanguage, BulletinLabels> = {
  'pt-BR': {
    title: 'Boletim Sanitário',
    subtitle: 'Informações do lote para o abate',
    identity: { company: 'Empresa', producer: 'Produtor', taxId: 'CPF/CNPJ', property: 'Propriedade', municipality: 'Município', shed: 'Galpão', batch: 'Lote', lineage: 'Linhagem', lodged: 'Alojamento', housed: 'Aves alojadas', planned: 'Abate planejado', notPlanned: 'Não planejado' },
    mortality: { title: 'Mortalidade por semana de vida', week: 'Semana', dead: 'Mortas', culled: 'Eliminadas', total: 'Total', percent: 'Mortalidade total (%)' },
    treatments: { title: 'Tratamentos', product: 'Produto', ingredients: 'Princípio ativo', period: 'Período', withdrawal: 'Fim da carência', prescriber: 'Prescrição', reason: 'Diagnóstico', none: 'Nenhum tratamento.' },
    vaccinations: { title: 'Vacinações', product: 'Vacina', date: 'Data', place: 'Local', route: 'Via', batch: 'Partida', none: 'Nenhuma vacinação.' },
    samples: { title: 'Amostras e resultados', kind: 'Amostra', taken: 'Coleta', laboratory: 'Laboratório', id: 'Nº', result: 'Resultado', none: 'Nenhuma amostra.' },
    veterinarians: { title: 'Médicos-veterinários responsáveis', none: 'Nenhuma prescrição.' },
    openWithdrawal: 'Em carência até {{end}} ({{product}}).',
    generated: 'Emitido pelo Plantel em {{at}} ({{zone}}).',
    routes: { water: 'Água', feed: 'Ração', injection: 'Injeção', spray: 'Spray', eye_drop: 'Ocular' },
    places: { hatchery: 'Incubatório', farm: 'Granja' },
    sampleKinds: { salmonella_drag_swabs: 'Suabe de arrasto (Salmonella)', spf: 'SPF', necropsy: 'Necropsia', other: 'Outra' },
    outcomes: { pending: 'Aguardando', negative: 'Negativo', positive: 'Positivo', inconclusive: 'Inconclusivo' },
  },
  en: {
    title: 'Sanitary bulletin',
    subtitle: "The flock's information for slaughter",
    identity: { company: 'Company', producer: 'Producer', taxId: 'Tax id', property: 'Property', municipality: 'Municipality', shed: 'Shed', batch: 'Batch', lineage: 'Lineage', lodged: 'Housed on', housed: 'Birds housed', planned: 'Planned slaughter', notPlanned: 'Not planned' },
    mortality: { title: 'Mortality by week of life', week: 'Week', dead: 'Dead', culled: 'Culled', total: 'Total', percent: 'Total mortality (%)' },
    treatments: { title: 'Treatments', product: 'Product', ingredients: 'Active ingredient', period: 'Period', withdrawal: 'Withdrawal ends', prescriber: 'Prescribed by', reason: 'Diagnosis', none: 'No treatment.' },
    vaccinations: { title: 'Vaccinations', product: 'Vaccine', date: 'Date', place: 'Where', route: 'Route', batch: 'Vaccine batch', none: 'No vaccination.' },
    samples: { title: 'Samples and results', kind: 'Sample', taken: 'Taken', laboratory: 'Laboratory', id: 'No.', result: 'Result', none: 'No sample.' },
    veterinarians: { title: 'Responsible veterinarians', none: 'No prescription.' },
    openWithdrawal: 'In withdrawal until {{end}} ({{product}}).',
    generated: 'Issued by Plantel on {{at}} ({{zone}}).',
    routes: { water: 'Water', feed: 'Feed', injection: 'Injection', spray: 'Spray', eye_drop: 'Eye drop' },
    places: { hatchery: 'Hatchery', farm: 'Farm' },
    sampleKinds: { salmonella_drag_swabs: 'Drag swabs (Salmonella)', spf: 'SPF', necropsy: 'Necropsy', other: 'Other' },
    outcomes: { pending: 'Pending', negative: 'Negative', positive: 'Positive', inconclusive: 'Inconclusive' },
  },
  es: {
    title: 'Boletín sanitario',
    subtitle: 'Información del lote para la faena',
    identity: { company: 'Empresa', producer: 'Productor', taxId: 'Identificación fiscal', property: 'Propiedad', municipality: 'Municipio', shed: 'Galpón', batch: 'Lote', lineage: 'Línea genética', lodged: 'Alojamiento', housed: 'Aves alojadas', planned: 'Faena planificada', notPlanned: 'No planificada' },
    mortality: { title: 'Mortalidad por semana de vida', week: 'Semana', dead: 'Muertas', culled: 'Eliminadas', total: 'Total', percent: 'Mortalidad total (%)' },
    treatments: { title: 'Tratamientos', product: 'Producto', ingredients: 'Principio activo', period: 'Período', withdrawal: 'Fin del retiro', prescriber: 'Prescripción', reason: 'Diagnóstico', none: 'Ningún tratamiento.' },
    vaccinations: { title: 'Vacunaciones', product: 'Vacuna', date: 'Fecha', place: 'Lugar', route: 'Vía', batch: 'Partida', none: 'Ninguna vacunación.' },
    samples: { title: 'Muestras y resultados', kind: 'Muestra', taken: 'Toma', laboratory: 'Laboratorio', id: 'N.º', result: 'Resultado', none: 'Ninguna muestra.' },
    veterinarians: { title: 'Veterinarios responsables', none: 'Ninguna prescripción.' },
    openWithdrawal: 'En retiro hasta {{end}} ({{product}}).',
    generated: 'Emitido por Plantel el {{at}} ({{zone}}).',
    routes: { water: 'Agua', feed: 'Alimento', injection: 'Inyección', spray: 'Aspersión', eye_drop: 'Gota ocular' },
    places: { hatchery: 'Incubadora', farm: 'Granja' },
    sampleKinds: { salmonella_drag_swabs: 'Hisopos de arrastre (Salmonella)', spf: 'SPF', necropsy: 'Necropsia', other: 'Otra' },
    outcomes: { pending: 'Pendiente', negative: 'Negativo', positive: 'Positivo', inconclusive: 'No concluyente' },
  },
};
