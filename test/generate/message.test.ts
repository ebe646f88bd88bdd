/**
 * Issue #16: the email carries the prompt's whole message. Units and instruction rewriting on
 * prompts written here (varied, six languages), and the behaviours the issue names asserted on
 * every prompt of the evaluation corpus: each fact the extractor reads in the message is stated,
 * no instruction to the copywriter reaches the recipient, no struck-out name either.
 */
import { readAsMeant } from '../../src/generate/read/corrections';
import { describe, expect, it } from 'vitest';
import { briefFacts, missingFacts } from '../../src/generate/coverage';
import { generateEmail } from '../../src/generate/engine';
import { joinSegments } from '../../src/email/content';
import { leadSubject } from '../../src/generate/compose/subject';
import { messageUnits } from '../../src/generate/understand/units';
import type { CopyLanguage, Purpose } from '../../src/generate/types';
import { speller, type Speller } from '../../src/validate/spelling/dictionaries';
import { loadPromptCorpus } from '../fixtures/prompt-corpus';
import { loadBrand } from './helpers';

const texts = (prompt: string, language: CopyLanguage = 'en') => messageUnits(prompt, { language, register: 'formal' }).map((u) => u.text);

describe('message units', () => {
  it('keeps every sentence, clause and list item, in order', () => {
    expect(texts('Our bakery turns 10 on May 3. Free cake for everyone; bring a friend!\n- live music from 4pm\n- kids corner')).toEqual([
      'Our bakery turns 10 on May 3.',
      'Free cake for everyone.',
      'Bring a friend!',
      'Live music from 4pm',
      'Kids corner',
    ]);
  });

  it('splits an inline numbered list into items, but not a German date', () => {
    const units = messageUnits('Neu im Dezember: 1. Adventskalender ab 2. Dezember erhältlich. 2. Glühwein am Stand', { language: 'de', register: 'formal' });
    expect(units.filter((u) => u.item).map((u) => u.text)).toEqual(['Adventskalender ab 2. Dezember erhältlich.', 'Glühwein am Stand']);
  });

  it('rewrites instructions to the copywriter for the recipient', () => {
    expect(texts('Tell our members their card renews on March 1.')).toEqual(['Your card renews on March 1.']);
    expect(texts('Remind subscribers to confirm their address by Friday.')).toEqual(['Remember to confirm your address by Friday.']);
    expect(texts('Let people know the workshop moved to room 4B')).toEqual(['The workshop moved to room 4B.']);
    expect(texts('Mention that parking is free after 6pm.')).toEqual(['Parking is free after 6pm.']);
    expect(texts('Apologise for the late delivery.')).toEqual(['We’re sorry for the late delivery.']);
    expect(texts('Write an email telling customers that the shop reopens on Monday.')).toEqual(['The shop reopens on Monday.']);
  });

  it('drops directives about the email itself', () => {
    expect(texts('Keep it short and friendly. No emojis please. The sale ends Sunday.')).toEqual(['The sale ends Sunday.']);
    expect(texts('Weekly newsletter: our new shop opens on Elm Street.')).toEqual(['Our new shop opens on Elm Street.']);
  });

  it('rewrites the instructions of every language', () => {
    expect(texts('Diles que la tienda abre el lunes a las 9.', 'es')).toEqual(['La tienda abre el lunes a las 9.']);
    expect(texts('Rappelle que les inscriptions ferment le 12 mars.', 'fr')).toEqual(['Nous vous rappelons que les inscriptions ferment le 12 mars.']);
    expect(texts('Sag den Kunden, dass der Laden am Montag geschlossen ist.', 'de')).toEqual(['Wir möchten Ihnen mitteilen, dass der Laden am Montag geschlossen ist.']);
    expect(texts('Avise os clientes que a loja abre no domingo.', 'pt')).toEqual(['A loja abre no domingo.']);
    expect(texts('Ricorda che il corso inizia il 4 marzo.', 'it')).toEqual(['Le ricordiamo che il corso inizia il 4 marzo.']);
  });

  it('drops a label about the email that stands before its list', () => {
    expect(texts('Newsletter this month: 1) our new roastery opens; 2) bags are compostable')).toEqual(['Our new roastery opens', 'Bags are compostable']);
  });

  it('writes English weekdays, months and "I" with a capital, and a note about "them" to the reader', () => {
    expect(texts('sale ends fri dec 4, i promise')).toEqual(['Sale ends Fri Dec 4, I promise.']);
    expect(texts('refunded order 881 for them, money back on their card in 5 days')).toEqual(['Refunded order 881 for you, money back on your card in 5 days.']);
    // A prompt that already speaks to the reader keeps its "their" (it is someone else's).
    expect(texts('Your friends get 10% off their first order')).toEqual(['Your friends get 10% off their first order.']);
  });

  it('keeps a thanks to others, and leaves out a label naming the email or its month', () => {
    expect(texts('Thank you to the 412 volunteers who cleared the pitch.')).toEqual(['Thank you to the 412 volunteers who cleared the pitch.']);
    expect(texts('Danke an die 40 Helfer, die den Platz geräumt haben.', 'de')).toEqual(['Danke an die 40 Helfer, die den Platz geräumt haben.']);
    expect(texts('launch mail for our new millet chips - 3 flavours, ₹99 per pack')).toEqual(['Our new millet chips - 3 flavours, ₹99 per pack.']);
    expect(texts("Members' newsletter copy – December\n1. Boxing Day fixture, kick-off 3pm")).toEqual(['Boxing Day fixture, kick-off 3pm']);
  });

  it('reads what the audience did as what the reader did, and its own replacement only once', () => {
    expect(texts('welcome email for people who bought the Figma for Beginners course ($149). lifetime access')).toEqual(['You bought the Figma for Beginners course ($149).', 'Lifetime access.']);
    expect(texts('Lembra o hóspede que a reserva no Chalé Mirante ainda não foi concluída.', 'pt')).toEqual(['Lembramos que a reserva no Chalé Mirante ainda não foi concluída.']);
  });

  it('rewrites a named or singular recipient, a qualified audience and a request for the email in compound words', () => {
    expect(texts('Ricorda al paziente Marco Bianchi la visita cardiologica dopodomani alle 11:20.', 'it')).toEqual(['Promemoria per Marco Bianchi: Le ricordiamo la visita cardiologica dopodomani alle 11:20.']);
    expect(texts('Comunica al cliente che l’ordine n. 4410 è stato annullato.', 'it')).toEqual(['L’ordine n. 4410 è stato annullato.']);
    expect(texts('Informiere unsere Mitglieder, dass der Monatsbeitrag steigt.', 'de')).toEqual(['Wir möchten Ihnen mitteilen, dass der Monatsbeitrag steigt.']);
    expect(texts('Wir bitten um eine Produktankündigung für unsere Fachkunden: Die neue Fräse HX-850 ist ab Januar lieferbar.', 'de')).toEqual(['Die neue Fräse HX-850 ist ab Januar lieferbar.']);
    expect(texts('Let everyone on the notify list know the LEGO Rivendell set is back in stock.')).toEqual(['The LEGO Rivendell set is back in stock.']);
  });

  it('strikes what the prompt takes back', () => {
    // The prompt is read as corrected (read/corrections.ts) before it is split into units.
    const [unit] = texts(readAsMeant('Our loyalty card SuperPoints... no, our program: StarClub, doubles points in May.'));
    expect(unit).not.toContain('SuperPoints');
    expect(unit).toContain('StarClub');
  });
});

/** A generated email (its outcome must be ok), sent on Wednesday 2026-11-25. */
async function generated(brand: string, language: string, prompt: string, purpose?: Purpose) {
  const outcome = await generateEmail({ brand: loadBrand(brand), projectUrls: [], prompt, language, purpose, now: new Date('2026-11-25T10:00:00Z') });
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome;
}

describe('names keep their case', () => {
  it('writes an offer mid-sentence without lowering the names inside it', async () => {
    const outcome = await generated('nightowl', 'en-GB', 'Black Friday: 10% off everything on top of Black Friday prices until 30 November, playful tone');
    const text = JSON.stringify(outcome.document);
    expect(text).toContain('Black Friday prices');
    expect(text).not.toContain('black friday');
  });
});

describe('German nouns', () => {
  it('writes the nouns of a casual German prompt with their capital, as the German dictionary does', async () => {
    const outcome = await generated(
      'sonnenschein',
      'de-DE',
      'jeden dienstag im dezember: 2 pizzen + 1 flasche wein für 29 €, nur im restaurant. tisch bitte unter 030 4412 889 oder auf www.sonnenschein.example/tisch reservieren',
      'promotional',
    );
    const message = (outcome.brief.message ?? []).map((u) => u.text).join(' ');
    expect(message).toContain('Jeden Dienstag im Dezember: 2 Pizzen + 1 Flasche');
    expect(message).toContain('nur im Restaurant');
    // Words the dictionary knows in lower case ("bitte", "reservieren") and links stay as typed.
    expect(message).toContain('Tisch bitte unter 030 4412 889 oder auf www.sonnenschein.example/tisch reservieren');
    expect(JSON.stringify(outcome.document)).not.toMatch(/pizzen|flasche|dienstag/);
  });

  it('leaves the units as typed without a dictionary, and a capital only where the dictionary has nothing in lower case', async () => {
    const dictionary = await speller('de');
    const units = (dictionary?: Speller) => messageUnits('2 pizzen + 1 flasche wein, zum mitnehmen bitte vorbestellen', { language: 'de', register: 'formal', dictionary }).map((u) => u.text);
    expect(units()).toEqual(['2 pizzen + 1 flasche wein, zum mitnehmen bitte vorbestellen.']);
    expect(units(dictionary)).toEqual(['2 Pizzen + 1 Flasche wein, zum mitnehmen bitte vorbestellen.']);
  });
});

describe('a subject that names the message', () => {
  const subjectOf = async (brand: string, language: string, prompt: string, purpose?: Purpose) =>
    joinSegments((await generated(brand, language, prompt, purpose)).document.subject, (tag) => tag.fallback);

  it('comes from the leading unit when only the purpose’s fallback would fit, cut only between whole clauses', async () => {
    expect(await subjectOf('northwind', 'en-US', 'The 5.5 qt Dutch oven in Sage is back in stock - $129, only 60 made this batch.')).toBe('The 5.5 qt Dutch oven in Sage is back in stock');
    expect(await subjectOf('casaverde', 'es-MX', 'nuestra tienda de Polanco ahora abre también los domingos, con café gratis para quien traiga su propia taza')).toBe('Nuestra tienda de Polanco ahora abre también los domingos');
    expect(await subjectOf('lume', 'it-IT', 'apriamo il 2° punto vendita a Trastevere, via della Lungaretta 56, sabato 12 dicembre dalle 15!')).toBe('Apriamo il 2° punto vendita a Trastevere');
    // Never half a list: "$99 for exam" would say less than the offer.
    expect(await subjectOf('northwind', 'en-US', 'New patient special $99 for exam, cleaning and full X-rays (normally $325).')).not.toMatch(/for exam$/);
  });

  it('keeps a subject that names the purpose or a fact, and the fallback when no clause fits', async () => {
    expect(await subjectOf('northwind', 'en-US', 'Your refund of $23.50 for order #5567 was issued to your Mastercard ending 8812; allow 5–7 business days.', 'transactional')).toMatch(/refund/i);
    // A German clause is not cut at its commas (its verb comes last).
    const german = await subjectOf('sonnenschein', 'de-DE', 'Kündige an, dass die Bäckerei Kornkraft am Montag, 7. Dezember, ihre dritte Filiale in der Friedrichstraße 120 eröffnet.', 'announcement');
    expect(german).not.toMatch(/Montag$/);
  });

  it('never ends on a word that leaves the clause open', () => {
    const unit = (text: string) => [{ text, span: [0, text.length] as [number, number], item: false, rewritten: false }];
    expect(leadSubject(unit('Our prices are going up from 1st Jan, regular clean £18/hr to £19.50/hr'), 'en')?.subject).toBe('Our prices are going up from 1st Jan');
    expect(leadSubject(unit('A very long sentence about the opening hours of the shop that are changing from the'), 'en')).toBeUndefined();
    expect(leadSubject(unit('Wir möchten Ihnen mitteilen, dass der Monatsbeitrag für den Tarif Flex ab dem 1. Februar steigt.'), 'de')).toBeUndefined();
  });
});

/** Instructions as a copywriter reads them, at the start of a sentence of the email. */
const ECHO = {
  en: /(?:^|[.!?:]\s+|\n)(?:tell (?:them|the|our|customers|people)|remind (?:them|customers|people)|let (?:them|people|customers) know|mention\b|include\b|make sure|say sorry|apologi[sz]e)/iu,
  es: /(?:^|[.!?:]\s+|\n)(?:d[ií]les|recu[eé]rdales|av[ií]sales|menciona|incluye|h[aá]zles saber)\b/iu,
  fr: /(?:^|[.!?:]\s+|\n)(?:dites-leur|dis-leur|rappelle\b|mentionne[rz]?\b|pr[ée]cise[rz]?\b|indique[rz]?\b)/iu,
  de: /(?:^|[.!?:]\s+|\n)(?:sag(?:e|t)? (?:ihnen|den|allen)|erinnere\b|erwähne\b|schreib\b)/iu,
  pt: /(?:^|[.!?:]\s+|\n)(?:diga\b|avise\b|lembre\b|mencione\b|informe\b)/iu,
  it: /(?:^|[.!?:]\s+|\n)(?:di' loro|ricorda\b|comunica\b|menziona\b|scrivi\b|spiega\b)/iu,
} as const;

/**
 * Corpus prompts the generator does not yet write right, each found on first contact with its
 * held-out batch (test/fixtures/prompt-corpus/README.md, "First contact …" of each batch).
 * They run as expected failures (`it.fails`): one that starts passing fails the suite until its id
 * leaves this list, so the list only shrinks and nothing is hidden.
 */
const KNOWN_FAILURES: ReadonlySet<string> = new Set<string>([
  // The fourth (2026-11-28c) and fifth (2026-11-28d) batches' first-contact failures are all fixed
  // by cause (docs/generation.md).
  // The sixth batch (2026-11-28e, shapes: threads, Markdown, JSON, dictation, tables, long briefs):
  // first contact with 9dee87d's generator left 239 wrong facts; these still fail after its shapes
  // were read (read/shapes.ts), notes to the writer (understand/notes.ts) and dictated numbers
  // (read/spoken-numbers.ts) — request frames not yet known ("me ayudas con", "Pls comunicar"),
  // third person left in notes ("A cliente Inês…", "they can resume"), casual abbreviations ("pdt", "x chi").
  'de-073', 'de-076', 'en-279', 'en-280', 'en-281', 'es-075', 'es-077', 'es-080', 'fr-074',
  'fr-075', 'fr-080', 'fr-082', 'it-077', 'pt-077', 'pt-082',
  // The seventh batch (2026-11-28f: SMS abbreviations, non-native writers, support macros, quoted
  // emails, Notion/Docs pastes; airlines, insurers, SaaS incidents): its first-contact failures,
  // listed before any of them was looked at (first contact: test/fixtures/prompt-corpus/README.md).
  'de-084', 'de-085', 'de-089', 'de-090', 'de-093', 'en-282', 'en-283',
  'en-287', 'en-288', 'en-289', 'en-290', 'en-291', 'es-087', 'es-090', 'es-091', 'es-092',
  'es-094', 'fr-084', 'fr-085', 'fr-088', 'it-083', 'it-084', 
  'it-089', 'it-092', 'pt-085', 'pt-086', 'pt-087', 'pt-089',
  'pt-093',
  // The eighth batch (2026-11-28g: non-native writers and typos, mixed languages, terse one-liners,
  // corrections mid-prompt, time zones and units, conditions and segments, long lists, regulated
  // wording, follow-ups): its first-contact failures, listed before any of them was looked at.
  'de-097', 'de-101', 'en-299', 'en-300', 'en-301',
  'es-095', 'es-097', 'es-098', 'es-104', 'fr-094', 
  'fr-097', 'fr-100', 'fr-101', 'it-095', 'it-101',
  'pt-095', 'pt-096', 'pt-100', 'pt-103',
  // The ninth batch (2026-11-29: copy decks with verbatim lines, chat threads whose last word wins,
  // segment-conditional offers, documents with line items and tax, legal lines, accessibility asks,
  // unfilled placeholders, pasted HTML and Doc comments): its first-contact failures, listed before
  // any of them was looked at.
  'de-104', 'de-105', 'de-107', 'de-109', 'de-111', 'de-112', 'en-304',
  'en-307', 'en-308', 'en-309', 'en-310', 'es-106', 'es-108', 'es-110', 'es-111', 'es-112',
  'fr-105', 'fr-106', 'fr-108', 'fr-109', 'it-103', 'it-104',
  'it-105', 'it-108', 'pt-105', 'pt-106', 'pt-109',
  // The tenth batch (2026-11-30: forwarded threads with headers, Slack exports, CSV/TSV lists,
  // price tables by tier, corrections mid-prompt, legal footers to keep, merge fields of each tool,
  // numbers in words, B2B invoice reminders, appeals, post-mortems, price changes): its first-contact
  // failures, listed before any of them was looked at.
  'de-114', 'de-115', 'de-116', 'de-120', 'de-121', 'de-122', 'en-312',
  'en-313', 'en-314', 'en-316', 'en-318', 'en-320', 'es-116',
  'es-117', 'es-118', 'es-123', 'fr-119',
  'it-114', 'it-115', 'it-118', 'it-119', 'it-120', 'it-122', 'pt-114',
  'pt-115', 'pt-116', 'pt-119', 'pt-122', 'pt-123',
  // The eleventh batch (2026-12-01: reschedules and recalls, breach and security notices,
  // multi-site hours, thresholds, itineraries, form exports, briefs in another language than the
  // email's): its first-contact failures, listed before any of them was looked at.
  'de-126', 'de-128', 'de-131', 'en-327', 'en-328', 'en-332', 'es-126', 'es-127',
  'es-132', 'fr-129', 'it-125', 'it-130', 'pt-126', 'pt-128',
  // The twelfth batch (2026-12-02: what people paste — social captions, press releases, calendar
  // events, OCR of posters, task-tracker cards, release notes, footnoted offers, ✅/❌ and struck
  // items, briefs written as questions or that contradict themselves): its first-contact failures,
  // listed before any of them was looked at.
  'de-132', 'de-133', 'de-135', 'de-136', 'de-137', 'de-138', 'de-139', 'en-336', 'en-337',
  'en-338', 'en-340', 'en-341', 'en-342', 'en-343', 'en-344', 'en-345', 'en-347', 'en-348',
  'en-349', 'es-133', 'es-134', 'es-135', 'es-136', 'es-137', 'es-138', 'es-139', 'es-140',
  'fr-131', 'fr-133', 'fr-134', 'fr-135', 'fr-136', 'fr-137', 'fr-138', 'it-131', 'it-132',
  'it-134', 'it-135', 'it-136', 'it-138', 'pt-132', 'pt-133', 'pt-134', 'pt-135', 'pt-138',
]);

describe('the evaluation corpus (test/fixtures/prompt-corpus)', () => {
  const brands = { en: 'northwind', es: 'casaverde', fr: 'eclair', de: 'sonnenschein', pt: 'aurora', it: 'lume' } as const;
  const cases = loadPromptCorpus();

  it('lists as known failures only prompts of the corpus', () => {
    const ids = new Set(cases.map((c) => c.id));
    expect([...KNOWN_FAILURES].filter((id) => !ids.has(id))).toEqual([]);
  });

  for (const c of cases) (KNOWN_FAILURES.has(c.id) ? it.fails : it)(`${c.id}: every fact of the message stated, no instruction echoed`, async () => {
    const brand = loadBrand(brands[c.language]);
    const outcome = await generateEmail({
      brand,
      projectUrls: [],
      prompt: c.prompt,
      language: c.locale,
      purpose: c.purpose,
      now: new Date(`${c.sendDate}T10:00:00Z`),
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const subject = joinSegments(outcome.document.subject, (tag) => tag.fallback);
    expect(subject.length).toBeLessThanOrEqual(60);
    expect((subject.match(/\(/g) ?? []).length).toBe((subject.match(/\)/g) ?? []).length);
    const missing = missingFacts(briefFacts(outcome.brief), outcome.document, outcome.brief).map((f) => `${f.type}: ${f.text}`);
    expect(missing).toEqual([]);
    const body = (outcome.brief.message ?? []).map((u) => u.text).join('\n');
    expect(body).not.toMatch(ECHO[c.language]);
    // Whole words, as the benchmark judges them: "EUR" is no leak in "l'heure".
    for (const m of c.mustNot) if (m.type === 'phrase') expect(body).not.toMatch(new RegExp(`(?<![\\p{L}\\p{N}])${m.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu'));
  });
});

describe('a label that also names the event', () => {
  it('keeps the name and drops the label ("Einladung Adventsbacken für Kinder:")', () => {
    const texts = (prompt: string, language: 'en' | 'de') => messageUnits(prompt, { language, register: 'formal' }).map((u) => u.text);
    expect(texts('Einladung Adventsbacken für Kinder:\n- Samstag, 12. Dezember, 10–13 Uhr', 'de')[0]).toBe('Adventsbacken für Kinder.');
    expect(texts('Invitation Winter Market:\n- Saturday 5 December', 'en')[0]).toBe('Winter Market.');
    expect(texts('Einladung an alle Stammkunden:\n- Samstag, 12. Dezember', 'de')).not.toContainEqual(expect.stringMatching(/Stammkunden|Einladung/));
    expect(texts('Newsletter this month:\n1) our new roaster\n2) compostable bags', 'en')).toHaveLength(2);
  });
});

describe('what the 2026-11-28 held-out batch found', () => {
  it('keeps a sentence headed by a label naming the email that carries an order number', () => {
    expect(texts('shipping email for order #W-10482 — 2 pairs of wool socks went out today via UPS Ground, tracking 1Z 999 AA1 01 2345 6784')).toEqual([
      'Order #W-10482 — 2 pairs of wool socks went out today via UPS Ground, tracking 1Z 999 AA1 01 2345 6784.',
    ]);
    // Without an identifier, such a label is still only about the email.
    expect(texts('Promo email for the winter sale. 20% off all boots until Friday.')).toEqual(['20% off all boots until Friday.']);
  });
  it('rewrites "ask them to" in Spanish, French and Italian, keeping who is asked', () => {
    expect(texts('Pide a los clientes que compraron en noviembre que contesten una encuesta de 3 preguntas.', 'es')).toEqual([
      'A los clientes que compraron en noviembre: les pedimos que contesten una encuesta de 3 preguntas.',
    ]);
    expect(texts('Pide a los clientes que dejen una reseña.', 'es')).toEqual(['Les pedimos que dejen una reseña.']);
    expect(texts('Invite nos clients à notre marché des Fêtes le samedi 12 décembre.', 'fr')).toEqual(['Nous vous invitons à notre marché des Fêtes le samedi 12 décembre.']);
    expect(texts('Chiedi ai clienti che hanno cenato da noi di lasciarci una recensione. Ringraziali per aver scelto la Trattoria Lume.', 'it')).toEqual([
      'Ai clienti che hanno cenato da noi: Le chiediamo di lasciarci una recensione.',
      'Grazie per aver scelto la Trattoria Lume.',
    ]);
  });
  it('keeps "incl." inside its sentence, a channel label, and an address as written', () => {
    expect(texts('Amount due AUD 1,650.00 incl. GST of $150.00.')).toEqual(['Amount due AUD 1,650.00 incl. GST of $150.00.']);
    expect(texts('Prova de cafés\n- inscrições por email: eventos@aurora.example', 'pt')).toContain('Inscrições por email: eventos@aurora.example');
    expect(texts('Prova de cafés\n- eventos@aurora.example', 'pt')).toContain('eventos@aurora.example');
  });
});

describe('French copy of a rewritten note', () => {
  it('elides "que" before a vowel and drops "à mentionner" from a label', () => {
    expect(texts('Rappeler qu’avec 10 points on a un éclair offert. Nouveauté à mentionner : on livre maintenant à Vincennes.', 'fr')).toEqual([
      'Nous vous rappelons qu’avec 10 points on a un éclair offert.',
      'Nouveauté : on livre maintenant à Vincennes.',
    ]);
  });
});

describe('shifted words that meet', () => {
  it('puts the comma English wants between them ("if this wasn’t you, you should call")', () => {
    const [unit] = texts('Tell the customer their OTP is valid for 10 minutes, and if this wasn’t them they should call 1800-266-0199.');
    expect(unit).toContain('wasn’t you, you should call');
    expect(unit).not.toMatch(/\byou you\b/i);
  });
});

describe('notes to the copywriter, as marketers write them in six languages', () => {
  it('obeys a negative instruction and never copies it', () => {
    expect(texts("Tickets are $45. Don't mention the cellar sale, that's separate.")).toEqual(['Tickets are $45.']);
    expect(texts('Disponible le 3 décembre. Ne parle pas de prix barré.', 'fr')).toEqual(['Disponible le 3 décembre.']);
    expect(texts('Envío gratis. nada de descuentos porfa', 'es')).toEqual(['Envío gratis.']);
    expect(texts('Lieferung kostenlos. Den Umzug bitte nicht erwähnen.', 'de')).toEqual(['Lieferung kostenlos.']);
    expect(texts('Entrega grátis. Não mencione a loja antiga.', 'pt')).toEqual(['Entrega grátis.']);
    expect(texts('Consegna gratuita. Non menzionare i saldi.', 'it')).toEqual(['Consegna gratuita.']);
  });

  it('drops the label of a note and keeps what it heads', () => {
    expect(texts('Hinweis: 0 % Finanzierung über 12 Monate möglich.', 'de')).toEqual(['0 % Finanzierung über 12 Monate möglich.']);
    expect(texts('Referir: a conta não tem comissões no primeiro ano.', 'pt')).toEqual(['A conta não tem comissões no primeiro ano.']);
    expect(texts('Topic 2 - Studio closed on 25 Dec for Christmas.\nSign-off: The Ledgerly Team.')).toEqual(['Studio closed on 25 Dec for Christmas.', 'The Ledgerly Team.']);
    expect(texts('Please note the following: bank feeds now support Monzo.')).toEqual(['Bank feeds now support Monzo.']);
  });

  it('leaves out a field about the email and the marketer’s own asides and goals', () => {
    expect(texts('Webinar brief — audience: ops leads at mid-size brands. Wed Dec 9, 11:00 AM PT.')).toEqual(['Wed Dec 9, 11:00 AM PT.']);
    expect(texts('Zielgruppe: Stammkunden. Neue Filiale ab 1. Dezember.', 'de')).toEqual(['Neue Filiale ab 1. Dezember.']);
    // A field the reader needs is no field about the email: shipping, a fundraiser's goal.
    expect(texts('Versand: kostenlos ab 40 €. Goal: $5,000 for the shelter.', 'de')).toEqual(['Versand: kostenlos ab 40 €.', 'Goal: $5,000 for the shelter.']);
    expect(texts('still in stock but not for long lol')).toEqual(['Still in stock but not for long.']);
    expect(texts('oye, envío gratis y devolución 60 días', 'es')).toEqual(['Envío gratis y devolución 60 días.']);
    expect(texts('We would like to re-engage customers whose subscription lapsed. Bank feeds now support Monzo.')).toEqual(['Bank feeds now support Monzo.']);
    expect(texts('kunden die seit über einem jahr nix bestellt haben zurückholen. Neu: vegane Sortimente.', 'de')).toEqual(['Neu: vegane Sortimente.']);
  });
});

describe('the marketer’s voice about the audience, said to the reader', () => {
  it('turns what the audience did into what the reader did, and the request into ours', () => {
    expect(texts('ugh, need to email everyone who preordered the Kestrel headphones — new ship date is dec 18. they can cancel anytime')).toEqual([
      'You preordered the Kestrel headphones — new ship date is Dec 18.',
      'You can cancel anytime.',
    ]);
    expect(texts('ask customers who got their Loft mattress 30+ days ago to leave a review')).toEqual(['You got your Loft mattress 30+ days ago. Please leave a review.']);
    expect(texts('Customer returned 2 of 3 items from order 100-77412. Refund £64.00 to their card.')).toEqual(['You returned 2 of 3 items from order 100-77412.', 'Refund £64.00 to your card.']);
    expect(texts('Peça aos hóspedes que ficaram na Pousada Maré Alta que avaliem a estadia.', 'pt')).toEqual(['Aos hóspedes que ficaram na Pousada Maré Alta: pedimos que avaliem a estadia.']);
    expect(texts('Demande d’avis pour les clients qui ont fait faire leur vidange — lien Google.', 'fr')).toEqual(['Vous avez fait faire votre vidange — lien Google.']);
  });

  it('writes the welcome itself, not the request for it', () => {
    expect(texts('Escribe la bienvenida para quien se registra en nuestra app (Ritmo Vivo).', 'es')).toEqual(['Le damos la bienvenida a nuestra app (Ritmo Vivo).']);
    expect(texts('Scrivi una mail di benvenuto per chi si iscrive alla nostra palestra: ricorda che la prima settimana è di prova.', 'it')).toEqual([
      'Grazie per l’iscrizione alla nostra palestra: ricordiamo che la prima settimana è di prova.',
    ]);
  });

  it('says a goal about former subscribers to the reader, and drops a note to mention something', () => {
    // The goal is the marketer's; what the audience subscribed to is a product the email keeps.
    expect(texts('Nous souhaitons reprendre contact avec les anciens abonnés de notre panier bio. Offre : la première semaine à moitié prix.', 'fr')).toEqual([
      'Nous serions ravis de vous revoir parmi les abonnés de notre panier bio.',
      'Offre : la première semaine à moitié prix.',
    ]);
    expect(texts('Dank für die Zusammenarbeit, Hinweis auf Betriebsferien vom 23. Dezember bis 3. Januar.', 'de')).toEqual(['Vielen Dank für die Zusammenarbeit, unsere Betriebsferien vom 23. Dezember bis 3. Januar.']);
  });
});
