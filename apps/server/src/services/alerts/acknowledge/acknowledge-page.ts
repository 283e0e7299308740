import type { AlertLanguage } from '@plantel/contracts';
import type { AcknowledgeLinkOutcome } from './acknowledge-link.service';

type Result = AcknowledgeLinkOutcome['result'];

/** What the page following an acknowledge link says, in each language. */
const TEXTS: Record<AlertLanguage, Record<Result | 'title' | 'button', string>> = {
  'pt-BR': {
    title: 'Plantel — reconhecer alerta',
    ready: 'Reconhecer este alerta? Os lembretes dele param para todos.',
    button: 'Reconhecer alerta',
    acknowledged: 'Alerta reconhecido. Ninguém mais receberá lembretes dele.',
    unknown: 'Este link não é válido.',
    expired: 'Este link expirou. Reconheça o alerta no Plantel.',
    used: 'Este link já foi usado.',
    forbidden: 'Convidados não reconhecem alertas.',
    closed: 'Este alerta já foi reconhecido ou resolvido.',
  },
  en: {
    title: 'Plantel — acknowledge alert',
    ready: 'Acknowledge this alert? Its reminders stop for everyone.',
    button: 'Acknowledge alert',
    acknowledged: 'Alert acknowledged. Nobody will be reminded of it again.',
    unknown: 'This link is not valid.',
    expired: 'This link has expired. Acknowledge the alert in Plantel.',
    used: 'This link has already been used.',
    forbidden: 'Guests do not acknowledge alerts.',
    closed: 'This alert was already acknowledged or resolved.',
  },
  es: {
    title: 'Plantel — confirmar alerta',
    ready: '¿Confirmar esta alerta? Sus recordatorios se detienen para todos.',
    button: 'Confirmar alerta',
    acknowledged: 'Alerta confirmada. Nadie recibirá más recordatorios de ella.',
    unknown: 'Este enlace no es válido.',
    expired: 'Este enlace ha caducado. Confirme la alerta en Plantel.',
    used: 'Este enlace ya se usó.',
    forbidden: 'Los invitados no confirman alertas.',
    closed: 'Esta alerta ya fue confirmada o resuelta.',
  },
};

export const acknowledgeText = (lang: AlertLanguage, result: Result) => TEXTS[lang][result];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page with nothing but the sentence (no script, no style): it works on any phone browser. For a
 * good link, the alert and one button: the acknowledgement is the button's POST, never the GET a
 * mail scanner or a link preview makes.
 */
export function acknowledgePage(lang: AlertLanguage, outcome: AcknowledgeLinkOutcome): string {
  const t = TEXTS[lang];
  const body =
    outcome.result === 'ready'
      ? `<p><strong>${escapeHtml([outcome.shed, outcome.message].filter(Boolean).join(': '))}</strong></p><p>${t.ready}</p><form method="post"><button type="submit">${t.button}</button></form>`
      : `<p>${t[outcome.result]}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title></head><body><main><h1>${t.title}</h1>${body}<p><a href="/">Plantel</a></p></main></body></html>`;
}
