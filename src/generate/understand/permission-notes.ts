/**
 * A fact vouched for to the writer, or insisted on, said beside it: "300 chemises en tout (ça
 * c'est vrai, tu peux le dire)", "45 familles inscrites — ça on peut le dire", "Já temos 83
 * cabazes — isso pode dizer", "solange der Vorrat reicht - das stimmt wirklich, …", "Et la vente
 * est interdite aux mineurs, le dire aussi", "Sonderkündigungsrecht bis 31. Januar - formale
 * Pflichtangabe, muss rein". The fact is the reader's; the permission, the assurance that it is
 * true or that it must go in is the writer's. Found by the sixth to tenth held-out batches, whose
 * writers leaked such clauses.
 *
 * Unlike a note to leave something out (./notes.ts), it points back at what it allows: the clause
 * goes and what it vouches for stays. Only a clause that is nothing but such a note goes, so "it's
 * true that we close early" or "c'est vrai qu'on ferme tôt" stays the reader's, and so does a bare
 * "mandatory" ("Helmets - mandatory" tells the reader).
 */

/** A clause that allows or vouches for what came before it, in the six languages. */
const PERMISSION = new RegExp(
  '^(?:(?:ok|okay|oui|sí|si|sim|ja|yes|et|and|und|y|e)[,]?\\s+)?(?:' +
    [
      // en: "you can say that", "feel free to mention it", "ok to say", "say that too", "that's true", "that one's real"
      "(?:that|this)(?:['’]s| is| one['’]s| one is) (?:(?:actually|really|definitely) )?(?:true|real|confirmed|accurate)(?:,? (?:you|we) can (?:say|mention|use) (?:it|that|this))?",
      "(?:you|we) (?:can|may) (?:(?:safely|definitely|happily) )?(?:say|mention|use|include|state) (?:it|that|this)(?: (?:too|as well|in the email))?",
      '(?:feel free|(?:it[’\']s )?(?:ok|okay|fine|safe)) to (?:say|mention|use|include) (?:it|that|this)?(?: (?:too|as well))?',
      '(?:say|mention) (?:it|that|this) too',
      // fr: "ça on peut le dire", "tu peux le dire", "tu peux la mentionner", "ça c'est vrai", "le dire aussi"
      "(?:ça|cela)?\\s*(?:c['’]est (?:bien |vraiment )?(?:vrai|confirmé|réel))",
      "(?:(?:ça|cela)\\s+)?(?:on|tu|vous) (?:peu[xt]|pouvez) (?:bien |tout à fait )?(?:le|la|les|l['’]) ?(?:dire|mentionner|écrire|mettre|indiquer|préciser)(?: aussi)?",
      "(?:le|la|les|l['’]) ?(?:dire|mentionner|écrire|mettre|indiquer|préciser) aussi",
      // de: "das stimmt (wirklich)", "das kannst du (ruhig) sagen/schreiben", "das darf rein", "auch erwähnen"
      'das (?:stimmt|ist (?:wirklich |tatsächlich )?(?:so|wahr|richtig|bestätigt))(?: (?:wirklich|tatsächlich|so|auch))?',
      '(?:das )?(?:kannst du|können wir|kann man|darfst du|dürfen wir) (?:ruhig |gern(?:e)? )?(?:so )?(?:sagen|schreiben|erwähnen|nennen|bringen)',
      'das darf (?:ruhig )?(?:rein|man sagen|gesagt werden)',
      '(?:das )?(?:bitte )?auch (?:erwähnen|nennen|sagen|schreiben)',
      // es: "eso sí se puede decir", "puedes decirlo/mencionarlo", "es verdad", "decirlo también"
      '(?:eso|esto)?\\s*(?:s[ií] )?(?:se puede|lo puedes|puedes|podemos|lo podemos) (?:decir|mencionar|poner)(?:lo)?(?: también)?',
      '(?:(?:eso|esto) )?(?:es (?:verdad|cierto|real)|es así)',
      '(?:decirlo|mencionarlo|ponerlo) también',
      // pt: "isso pode dizer", "pode mencionar", "é verdade", "dizer também"
      '(?:isso|isto)?\\s*(?:(?:voc[êe] |tu )?(?:pode|podes|podemos) (?:dizer|mencionar|colocar|p[ôo]r|falar)(?: isso)?(?: tamb[ée]m)?)',
      '(?:(?:isso|isto) )?(?:[ée] verdade|[ée] real|est[áa] confirmado)',
      '(?:dizer|mencionar|falar) (?:isso )?tamb[ée]m',
      // A fact insisted on: "formale Pflichtangabe, muss rein", "must go in", "doit y figurer", "tiene que ir", "tem que aparecer", "deve esserci".
      '(?:(?:formale|rechtliche|gesetzliche) )?pflichtangabe',
      '(?:das |es )?muss (?:unbedingt |auch )?(?:rein|drin sein|drinstehen|drinbleiben|mit rein)',
      '(?:(?:this|that|it) )?(?:must|has to|needs to) (?:go in|be in(?: there)?|be included|stay in)',
      '(?:(?:ça|cela) )?doit (?:y )?(?:figurer|appara[îi]tre|être dedans|rester)',
      '(?:(?:eso|esto) )?(?:tiene que|debe) (?:ir|estar|aparecer|quedar)(?: s[íi] o s[íi])?',
      '(?:(?:isso|isto) )?(?:tem que|tem de|precisa) (?:ir|estar|aparecer|ficar)',
      '(?:(?:questo|ci[òo]) )?deve (?:esserci|comparire|apparire|restare)',
      // it: "questo si può dire", "puoi dirlo", "è vero", "dirlo anche"
      '(?:(?:questo|ci[òo]) )?(?:si pu[òo]|lo puoi|puoi|possiamo|lo possiamo) (?:dir|menzionar|scriver)(?:e|lo|la)(?: anche)?',
      '(?:(?:questo|ci[òo]) )?(?:[èe] vero|[èe] confermato)',
      '(?:dirlo|menzionarlo|scriverlo) anche',
    ].join('|') +
    ')[.!]*$',
  'iu',
);

/** Where a group's clauses part: a comma or semicolon, or a dash between spaces. */
const CLAUSE = /\s*[,;]\s+|\s+[–—-]\s+/gu;

/** The clauses of a group and what parts them, rejoinable without the notes. */
function withoutPermissionClauses(group: string): string | undefined {
  const clauses: string[] = [];
  const seps: string[] = [];
  let from = 0;
  for (const m of group.matchAll(CLAUSE)) {
    clauses.push(group.slice(from, m.index));
    seps.push(m[0]);
    from = m.index + m[0].length;
  }
  clauses.push(group.slice(from));
  const note = clauses.map((c) => PERMISSION.test(c.trim()));
  if (!note.some(Boolean)) return undefined;
  let out = '';
  for (let k = 0; k < clauses.length; k++) {
    if (note[k]) continue;
    // A kept clause is joined to the one before it by what parted them in the text.
    if (out) out += seps[k - 1];
    out += clauses[k];
  }
  return out;
}

/**
 * The sentence without its permission notes: `undefined` when it has none, `null` when it is all
 * note, else the rest ("Já temos 83 cabazes." from "Já temos 83 cabazes — isso pode dizer.").
 */
export function withoutPermissionNotes(text: string): string | null | undefined {
  let changed = false;
  // A bracket of notes goes whole, a bracket holding a fact too keeps the fact.
  let rest = text.replace(/\s*\(([^()]{1,120})\)/gu, (bracket, inside: string) => {
    const kept = withoutPermissionClauses(inside);
    if (kept === undefined) return bracket;
    changed = true;
    return kept.trim() ? ` (${kept.trim()})` : '';
  });
  const end = /[.!?]*$/u.exec(rest.trimEnd())![0];
  const body = rest.trimEnd().slice(0, rest.trimEnd().length - end.length);
  const kept = withoutPermissionClauses(body);
  if (kept !== undefined) {
    changed = true;
    rest = `${kept.trimEnd()}${end || '.'}`;
  }
  if (!changed) return undefined;
  return /[\p{L}\p{N}]/u.test(rest.replace(/[.!?]+$/u, '')) ? rest.trim() : null;
}
