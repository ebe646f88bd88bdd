/**
 * A reason given as a field of the brief ("Reason: ingredient and delivery costs", "Motivo: aumento
 * dei costi di rete", "Begründung: gestiegene Papierkosten", "Pourquoi : hausse du carburant"): the
 * marketer's form reaches the reader as a memo line. A copywriter asks it as the reader would —
 * "Why? Ingredient and delivery costs." — which reads right whether the reason is a noun phrase
 * or a whole clause ("Why? The rent went up."), where "This is due to …" would not.
 *
 * Only the label alone before its colon: "Raison sociale :", "Motivo della visita:" name other
 * fields and stay as written.
 */
import type { CopyLanguage } from '../types';

const LABEL: Record<CopyLanguage, RegExp> = {
  en: /^(?:the\s+)?(?:reasons?|why|cause)\s*:\s*(?=\S)/iu,
  es: /^(?:el\s+)?(?:motivo|raz[oó]n|causa|por\s+qu[eé])\s*:\s*(?=\S)/iu,
  fr: /^(?:la\s+|le\s+)?(?:raison|motif|cause|pourquoi)\s*:\s*(?=\S)/iu,
  de: /^(?:der\s+)?(?:grund|begr[üu]ndung|warum)\s*:\s*(?=\S)/iu,
  pt: /^(?:o\s+)?(?:motivo|raz[aã]o|causa|por\s*qu[eê])\s*:\s*(?=\S)/iu,
  it: /^(?:il\s+)?(?:motivo|ragione|causa|perch[eé])\s*:\s*(?=\S)/iu,
};

/** The language's "Why?", as a sentence of the email opens with it. */
const WHY: Record<CopyLanguage, string> = { en: 'Why?', es: '¿Por qué?', fr: 'Pourquoi ?', de: 'Warum?', pt: 'Por quê?', it: 'Perché?' };

/** The unit with its reason label asked as the language's question; the unit as it was without one. */
export function reasonAsked(text: string, language: CopyLanguage): string {
  const m = LABEL[language].exec(text);
  if (!m) return text;
  const reason = text.slice(m[0].length);
  return `${WHY[language]} ${reason[0].toLocaleUpperCase(language)}${reason.slice(1)}`;
}
