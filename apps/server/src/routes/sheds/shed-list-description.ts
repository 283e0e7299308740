import { SHED_LIST_ACCESS, SHED_LIST_CATEGORIES, SHED_STAGES } from '@plantel/contracts';

const MODULE_LABEL = { frangos_de_corte: 'broiler', matrizeiro: 'matrix', aves_poedeiras: 'laying birds', suinos: 'swine' } as const;

const categoryLine = (category: (typeof SHED_LIST_CATEGORIES)[number]) => {
  const { modules, permission } = SHED_LIST_ACCESS[category];
  const who = modules.map((m) => MODULE_LABEL[m]).join(', ');
  const gate = permission ? `the caller's role in that module includes ${permission}` : 'the caller has that module (any permission)';
  return `- \`${category}\`: ${who} sheds, where ${gate}`;
};

/** The OpenAPI description of `GET /v2/sheds/{category or state}`: what each list holds and the filter syntax. */
export const SHED_LIST_DESCRIPTION = [
  "Sheds of the caller's company with the latest figures of their current batch (most recent by opening date, open ones first).",
  'A list the roles do not open is empty (count 0); an unknown category or state is a 404.',
  '',
  'Categories:',
  ...SHED_LIST_CATEGORIES.map(categoryLine),
  '',
  `States (${SHED_STAGES.join(', ')}): every shed of the modules in the roles whose current batch is at that stage; lodged includes slaughter, and a shed with no open batch is empty_batch. No category adds a stage filter of its own: send \`stage\`.`,
  '',
  'Filters: `field=value` (equals), `field__contains`, `field__gt`, `field__lt`, `field__exact`; repeated parameters all apply.',
  'Text: equals and contains ignore case and accents, exact does not. Numbers (decimal point): equals compares at the precision typed',
  '(`weight=1500` matches 1499.5 ≤ w < 1500.5), exact is strict equality, gt/lt strict comparisons; text fields take no gt/lt and',
  'number fields no contains. Dates: YYYY-MM-DD; contains matches the ISO text. An empty value is ignored; an unknown parameter or',
  'operator, or a value of the wrong type, is a 400 naming the parameter. Units: bird weights in g, feed in kg.',
].join('\n');
