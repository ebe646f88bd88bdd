/**
 * How the email should sound or how long a part should be, said in passing without a label:
 * "Courtois mais ferme, pas de menace de contentieux.", "Sobre, pas de blagues.", "Tom gentil, sem
 * pressão.", "(une phrase, sans dramatiser)", "(keep it to one line, no long excuses)", "Motivo:
 * aumento dei costi di rete, basta una frase." Found by the tenth held-out batch, whose writers
 * closed their briefs this way.
 *
 * Words that also describe a dress code or a product (formal, casual) are not among them.
 *
 * A clause is such a note when every word in it is a word of tone or length (or joins them), or
 * when it says what to avoid ("pas de blagues", "sem pressão") beside one that is; a "no …"
 * clause alone is the reader's news ("pas de frais cachés", "sin gluten") and stays.
 */

/** Words of tone, address and length, in the six languages (lower case). */
const STYLE = new Set(
  (
    // en
    'warm friendly factual polite firm sober serious playful upbeat hopeful calm respectful professional concise brief gentle kind courteous direct clear neutral reassuring positive chatty punchy crisp plain heartfelt empathetic tone voice ' +
    // fr
    'courtois courtoise ferme sobre chaleureux chaleureuse amical amicale cordial cordiale clair claire directe poli polie rassurant rassurante positif positive bref brève sérieux sérieuse bienveillant bienveillante enjoué enjouée professionnel professionnelle neutre ton ' +
    // de
    'kurz freundlich herzlich sachlich seriös locker förmlich höflich verbindlich nüchtern respektvoll professionell ' +
    // es
    'cercano cercana cálido cálida amable sobrio sobria firme respetuoso respetuosa serio seria cariñoso cariñosa profesional tono ' +
    // pt
    'gentil caloroso calorosa acolhedor acolhedora sóbrio sóbria respeitoso respeitosa sério séria carinhoso profissional educado educada tom ' +
    // how the reader is addressed
    'vouvoie vouvoyez vouvoyer vouvoiement tutoie tutoyez tutoyer tutoiement siezen duzen sie-form du-form usted tutear tuteo voseo ' +
    // it
    'caldo calda cordiale fermo ferma rispettoso rispettosa gentile affettuoso affettuosa professionale empatico empatica'
  ).split(' '),
);

/** A part's length ("une phrase", "one line", "basta una frase", "kurz halten"): style too. */
const LENGTH = new Set('line sentence phrase frase satz zeile ligne'.split(' '));

/** Words that join or qualify style words ("courtois mais ferme", "keep it to one line", "muy cercano"). */
const JOINING = new Set(
  (
    'and but or yet not very quite a bit keep it to one only short shorter kurz halten knapp basta reicht suffit une un una uma eine einen ' +
    'et mais ou très assez peu je le la les on und aber oder sehr etwas wir y pero o muy bastante de e mas ou muito bem ma o molto abbastanza'
  ).split(' '),
);

/** What to avoid, said after a style word ("pas de blagues", "sem pressão", "no long excuses", "sans dramatiser"). */
const AVOID = /^(?:pas de|pas d['’]|sans|no|not|never|without|nada de|sin|sem|nenhum|nenhuma|niente|senza|kein(?:e|en)?|ohne)\s+(?:[\p{L}'’-]+\s*){1,4}$/iu;

function words(clause: string): string[] {
  return clause
    .toLocaleLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
}

/** Style words only ("Courtois mais ferme", "keep it to one line", "Tom gentil"). */
function allStyle(clause: string): boolean {
  const ws = words(clause);
  return ws.length > 0 && ws.length <= 8 && ws.some((w) => STYLE.has(w) || LENGTH.has(w)) && ws.every((w) => STYLE.has(w) || LENGTH.has(w) || JOINING.has(w));
}

/** The clauses of a group (a sentence, or a bracket's inside) that are style notes, when any one of them is pure style. */
function styleClauses(clauses: string[]): boolean[] {
  const style = clauses.map((c) => !/\d/u.test(c) && allStyle(c));
  if (!style.some(Boolean)) return clauses.map(() => false);
  return clauses.map((c, k) => style[k] || (!/\d/u.test(c) && AVOID.test(c.trim())));
}

/**
 * The sentence without its notes on tone and length: `undefined` when it has none, `null` when it
 * is all such notes, else what is left ("Reason: ingredient and delivery costs.").
 */
export function withoutStyleNotes(text: string): string | null | undefined {
  let changed = false;
  // A bracket of style notes goes whole: "(une phrase, sans dramatiser)".
  let rest = text.replace(/\s*\(([^()]{1,80})\)/gu, (bracket, inside: string) => {
    const parts = inside.split(/\s*[,;]\s*/u);
    if (styleClauses(parts).every(Boolean)) {
      changed = true;
      return '';
    }
    return bracket;
  });
  const end = /[.!?]*$/u.exec(rest.trimEnd())![0];
  const body = rest.trimEnd().slice(0, rest.trimEnd().length - end.length);
  const clauses = body.split(/\s*,\s*/u);
  const style = styleClauses(clauses);
  if (style.some(Boolean)) {
    changed = true;
    const kept = clauses.filter((_, k) => !style[k]);
    if (!kept.length || !kept.join('').trim()) return null;
    rest = `${kept.join(', ')}${end || '.'}`;
  }
  if (!changed) return undefined;
  return /[\p{L}\p{N}]/u.test(rest) ? rest.trim() : null;
}
