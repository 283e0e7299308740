import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { REGISTER_IMPORT_LABELS, type AlertLanguage } from '@plantel/contracts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/i18n';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

/** Every locale's namespaces, as `namespace:dotted.key` → text. */
const locales = new Map<string, Map<string, string>>();
for (const [file, tree] of Object.entries(files)) {
  const [, lang, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!lang || !namespace) continue;
  const entries = locales.get(lang) ?? new Map<string, string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') entries.set(`${namespace}:${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  locales.set(lang, entries);
}

/**
 * Words a literal translation of the Portuguese gives, where the trade says something else
 * (sanidade → health, ração → feed, núcleo → site, alojado → housed, linhagem → strain).
 */
const UNIDIOMATIC: Record<string, RegExp> = {
  en: /\b(sanity|rations?|core|lodged|lodging|lineage)\b/i,
  es: /\b(raci[oó]n|raciones)\b/i,
};

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('exist for every supported language', () => {
    expect([...locales.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  for (const [lang, entries] of locales) {
    for (const [other, otherEntries] of locales) {
      if (other === lang) continue;
      it(`${lang} has every key ${other} has`, () => {
        const missing = [...otherEntries.keys()].filter((key) => !entries.has(key));
        expect(missing).toEqual([]);
      });
    }

    it(`${lang} has no empty text`, () => {
      const empty = [...entries].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    const unidiomatic = UNIDIOMATIC[lang];
    if (unidiomatic) {
      it(`${lang} uses the trade's words`, () => {
        const literal = [...entries].filter(([, text]) => unidiomatic.test(text.replace(/{{\s*\w+\s*}}/g, ''))).map(([key, text]) => `${key}: ${text}`);
        expect(literal).toEqual([]);
      });
    }

    it(`${lang} names production types and ventilation as the register import reads them`, () => {
      const choices = REGISTER_IMPORT_LABELS[lang as AlertLanguage].choices;
      for (const [id, name] of Object.entries(choices.production_type)) expect(entries.get(`common:register.productionTypes.${id}`)).toBe(name);
      for (const [key, name] of Object.entries(choices.ventilation)) expect(entries.get(`common:register.ventilation.${key}`)).toBe(name);
    });

    it(`${lang} names shed lists by sheds, whatever the species`, () => {
      expect(entries.get('common:shedList.perPage')).not.toMatch(/avi[aá]ri|aviar/i);
    });

    if (lang !== DEFAULT_LANGUAGE) {
      it(`${lang} uses the same placeholders as ${DEFAULT_LANGUAGE}`, () => {
        const reference = locales.get(DEFAULT_LANGUAGE) ?? new Map<string, string>();
        for (const [key, text] of entries) {
          const referenceText = reference.get(key);
          if (referenceText !== undefined) expect(placeholders(text), key).toEqual(placeholders(referenceText));
        }
      });
    }
  }
});

describe('counts of nothing', () => {
  it('pt-BR says "0 dias", as people do, though its grammar takes 0 as one; every language has a zero form wherever it has a one', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'pt-BR', resources: { 'pt-BR': { common: files['./pt-BR/common.json']! } }, defaultNS: 'common', interpolation: { escapeValue: false } });
    expect(i18n.t('dashboard.ageDays', { count: 0 })).toBe('0 dias');
    expect(i18n.t('dashboard.ageDays', { count: 1 })).toBe('1 dia');
    for (const [lang, entries] of locales) {
      const lacking = [...entries.keys()].filter((key) => key.endsWith('_one') && entries.has(key.replace(/_one$/, '_other')) && !entries.has(key.replace(/_one$/, '_zero')));
      expect(lacking, lang).toEqual([]);
    }
  });
});
