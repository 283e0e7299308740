import type { Language } from '@/lib/i18n';

const size = { width: 24, height: 16, 'aria-hidden': true, focusable: false } as const;
const frame = { borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,.15)', flexShrink: 0 } as const;

function FlagBrazil() {
  return (
    <svg {...size} viewBox="0 0 30 20" style={frame}>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.2 27.6 10 15 17.8 2.4 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
      <path d="M10.6 8.9c3-.8 6.3-.4 8.9 1.3" fill="none" stroke="#fff" strokeWidth="0.9" />
    </svg>
  );
}

function FlagUnitedKingdom() {
  return (
    <svg {...size} viewBox="0 0 60 40" style={frame}>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}

function FlagSpain() {
  return (
    <svg {...size} viewBox="0 0 30 20" style={frame}>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </svg>
  );
}

/** A small flag for each interface language (decorative: the language's name goes beside it). */
export function LanguageFlag({ language }: { language: Language }) {
  switch (language) {
    case 'pt-BR':
      return <FlagBrazil />;
    case 'en':
      return <FlagUnitedKingdom />;
    case 'es':
      return <FlagSpain />;
  }
}
