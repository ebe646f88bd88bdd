/**
 * Issue #16, "no fact changed": a prompt that corrects itself in passing ("25% — wait, make that
 * 30%", "hasta el 10 de enero, digo, hasta el 17") is read as the marketer meant it. Prompts
 * written here, in the six languages, the way people type a fix (not taken from the corpus'
 * held-out batch); each email states the new value and neither the old one nor the correction's
 * words, and validate/facts reads the brief the same way. Ordinary text with "no", "non", "doch",
 * an arrow or two prices is left alone.
 */
import { describe, expect, it } from 'vitest';
import { blocksText, plainText } from '../../src/generate/coverage';
import { generateEmail } from '../../src/generate/engine';
import { readAsMeant } from '../../src/generate/read/corrections';
import { checkEmailFacts } from '../../src/validate/facts';
import { loadBrand } from './helpers';

interface Case {
  brand: string;
  locale: string;
  prompt: string;
  /** What the email must state (case and spacing aside). */
  says: string[];
  /** What it must not: the corrected value, the correction's words. */
  never: string[];
}

const CASES: Case[] = [
  {
    brand: 'northwind',
    locale: 'en-US',
    prompt: 'Flash sale this weekend: 15% off all rain shells — sorry, make that 20%, my boss just okayed it — with code SHELL20 at checkout.',
    says: ['20%', 'SHELL20'],
    never: ['15%', 'sorry', 'make that', 'okayed'],
  },
  {
    brand: 'northwind',
    locale: 'en-US',
    prompt: 'Invite everyone to our holiday market on Saturday Dec 12... no wait, Sunday Dec 13, 10am to 4pm at the Elm Street warehouse. Free hot cider.',
    says: ['13'],
    never: ['Dec 12', 'December 12', 'no wait'],
  },
  {
    brand: 'casaverde',
    locale: 'es-ES',
    prompt: 'Rebajas de invierno: 30% en todos los abrigos hasta el 10 de enero, digo, hasta el 17 de enero. Envío gratis desde 50 €.',
    says: ['30%', '17 de enero'],
    never: ['10 de enero', 'digo'],
  },
  {
    brand: 'eclair',
    locale: 'fr-FR',
    prompt: 'Soirée dégustation de bûches le jeudi 17 décembre à 19h — enfin non, à 20h — au 12 rue des Lilas, 25 € la place.',
    says: ['20'],
    never: ['19h', '19:00', '19 h', 'enfin non'],
  },
  {
    brand: 'sonnenschein',
    locale: 'de-DE',
    prompt: 'Einladung zum Adventsbacken am 6. Dezember – nein, korrigiere: am 13. Dezember – von 14 bis 17 Uhr in der Backstube, Teilnahme 15 €.',
    says: ['13. Dezember'],
    never: ['6. Dezember', 'korrigiere', 'nein'],
  },
  {
    brand: 'aurora',
    locale: 'pt-BR',
    prompt: 'Promoção de aniversário: 15% em todos os cafés especiais até sexta, quer dizer, até domingo, 6/12. Frete grátis acima de R$ 120.',
    says: ['15%', 'domingo'],
    never: ['sexta', 'quer dizer'],
  },
  {
    brand: 'lume',
    locale: 'it-IT',
    prompt: 'Cena degli auguri il 18 dicembre, anzi il 19 dicembre, alle 20:30: menù di pesce a 45 € a persona, prenotazione obbligatoria.',
    says: ['19 dicembre', '45'],
    never: ['18 dicembre', 'anzi'],
  },
];

/** Corrections as people type them, and the prompt each means. */
const READINGS: Array<[string, string]> = [
  ['Offer 25% off the first box — wait, make that 30%, finance approved it — with code BACK30.', 'Offer 30% off the first box with code BACK30.'],
  ['Workshop on Tuesday, no, Wednesday at 6pm in room 4B.', 'Workshop on Wednesday at 6pm in room 4B.'],
  ['Registration closes Dec 18 → extended to Dec 23.', 'Registration closes Dec 23.'],
  ['Loyalty program: StarPoints... no, ours: Bean Club. Double points all week.', 'Loyalty program: Bean Club. Double points all week.'],
  ['Gift boxes by Teavana... no, ours, by Leaf & Co, are 20% off this week.', 'Gift boxes by Leaf & Co, are 20% off this week.'],
  // A name for a name after an ellipsis, the new one led by a word or two (units.ts blanked these itself before).
  ['Live music on Friday with Arctic Foxes... just kidding, with the band Salt Harbour, free entry.', 'Live music on Friday with the band Salt Harbour, free entry.'],
  ['sábado tem show do Grupo Sol... brincadeira, da banda Maré Alta, entrada grátis', 'sábado tem show do da banda Maré Alta, entrada grátis'],
  ['Our loyalty card SuperPoints... no, our program: StarClub, doubles points in May.', 'Our loyalty card StarClub, doubles points in May.'],
  ['os panetones da Bauducco... não, os nossos, da Doces Lia, com 20% até domingo', 'os panetones da Doces Lia, com 20% até domingo'],
  ['socios que no vienen desde octubre... no, perdón, desde septiembre: los extrañamos', 'socios que no vienen desde septiembre: los extrañamos'],
  ['el taller cuesta 40 € (mejor dicho 35 €) e incluye materiales', 'el taller cuesta 35 € e incluye materiales'],
  ['la carte cadeau à 20 € non pardon, à 25 € pour les fêtes', 'la carte cadeau à 25 € pour les fêtes'],
  ['les inscriptions ferment le 4 décembre, plutôt le 6 décembre.', 'les inscriptions ferment le 6 décembre.'],
  ['Rabatt 20 % – nein, doch 25 % – auf alle Stollen', 'Rabatt 25 % auf alle Stollen'],
  ['Abholung bis 21. Dezember, äh, 22. Dezember im Laden.', 'Abholung bis 22. Dezember im Laden.'],
  ['desconto de 10% até 18 de dezembro — aliás, até dia 23, a diretoria prolongou.', 'desconto de 10% até 23 de dezembro.'],
  ['avaliem a estadia no TripAdvisor... não, no nosso site: exemplo.pt/avaliar', 'avaliem a estadia no nosso site: exemplo.pt/avaliar'],
  ['inscrições até 18/12, prorrogado até 23/12.', 'inscrições até 23/12.'],
  ['sconto del 20%, no scusa, del 25% su tutti i panettoni', 'sconto del 25% su tutti i panettoni'],
  ['apertura straordinaria domenica 14, cioè domenica 21, dalle 10 alle 13', 'apertura straordinaria domenica 21, dalle 10 alle 13'],
];

/** Ordinary text that only looks like a correction. */
const LEFT_ALONE = [
  "No, we don't ship to PO boxes — sorry! Orders over $50 ship free.",
  'Shipping is free — no, we don’t ship to PO boxes.',
  'Prices go from $25 to $30 on January 1.',
  '25% off everything, 30% for members.',
  'Regular clean £18/hr -> £19.50/hr from March.',
  'Refund for order #4471, sorry for the delay.',
  'Open till 6pm, extended to 9pm on Fridays.',
  "Non, ce n'est pas une erreur : tout le rayon est à -40 %.",
  'Il est enfin arrivé, le panettone, à 12 € !',
  'Nein, wir haben am Montag nicht geöffnet, doch am Dienstag ab 9 Uhr.',
  'Es war kalt, doch schön: 20 % auf Glühwein.',
  'Il corso di pilates passa alle 19:00 (non più alle 18:00).',
  'Festa in negozio il 12 dicembre, cioè sabato, dalle 17.',
  'Non è caro, anzi, è il più economico.',
  'Frete grátis, aliás, para todo o Brasil.',
  'Abrimos el lunes... no te lo pierdas, 10% en todo.',
];

describe('readAsMeant', () => {
  it.each(READINGS)('reads %j as meant', (typed, meant) => {
    expect(readAsMeant(typed)).toBe(meant);
  });

  it.each(LEFT_ALONE)('leaves %j as written', (text) => {
    expect(readAsMeant(text)).toBe(text);
  });

  it('reads a prompt already read as meant the same way (the series reads it before understandPrompt does)', () => {
    for (const [typed] of READINGS) expect(readAsMeant(readAsMeant(typed))).toBe(readAsMeant(typed));
  });
});

const norm = (s: string) => s.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/\s+/g, ' ').toLowerCase();

describe('an email from a prompt that corrects itself', () => {
  it.each(CASES)('states the new value, never the old one nor the correction ($locale)', async (c) => {
    const outcome = await generateEmail({ brand: loadBrand(c.brand), projectUrls: [], prompt: c.prompt, language: c.locale, now: new Date('2026-11-28T10:00:00Z') });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const email = norm([plainText(outcome.document.subject), plainText(outcome.document.preheader), blocksText(outcome.document.blocks)].join('\n'));
    for (const s of c.says) expect(email, `says ${s}`).toContain(norm(s));
    for (const s of c.never) expect(email, `never ${s}`).not.toContain(norm(s));
  });
});

describe('validate/facts reads the brief as the generator does', () => {
  it('asks for the new value, not the corrected one', () => {
    const result = checkEmailFacts({
      brief: 'Offer 25% off their first box — wait, make that 30%, finance approved it — with code BACK30.',
      subject: '30% off your first box',
      text: 'Come back: 30% off your first box with code BACK30.',
      sendDate: '2026-11-28',
    });
    expect(result.facts.map((f) => f.text)).not.toContain('25%');
    expect(result.facts.filter((f) => f.status !== 'found')).toEqual([]);
  });
});

describe('what follows a corrected value stays', () => {
  it('keeps the rest of the sentence after a dash that never closes', () => {
    expect(readAsMeant('Concert Tuesday at 9pm - no wait, 8:45pm, in the basilica.')).toBe('Concert Tuesday at 8:45pm, in the basilica.');
    expect(readAsMeant('Concert mardi 15 décembre à 21 h — non, pardon, à 20 h 45, dans la basilique.')).toBe('Concert mardi 15 décembre à 20 h 45, dans la basilique.');
    // What is plainly about the correction still goes.
    expect(readAsMeant('25% off — wait, make that 30%, boss approved.')).toBe('30% off.');
  });
  it('says the words before a value once when the correction repeats them', () => {
    expect(readAsMeant('Concierto el martes a las 21 h, perdón, a las 20:45, en la basílica.')).toBe('Concierto el martes a las 20:45, en la basílica.');
    expect(readAsMeant('Coro martedì 15 dicembre alle 21, anzi no, alle 20:45, nella basilica.')).toBe('Coro martedì 15 dicembre alle 20:45, nella basilica.');
  });
});

describe('an Italian hour after "ore"', () => {
  it('is a time a correction can replace', () => {
    expect(readAsMeant('Concerto martedì 15 dicembre ore 21 — anzi no, ore 20:45 — nella basilica.')).toBe('Concerto martedì 15 dicembre ore 20:45 nella basilica.');
  });
});
