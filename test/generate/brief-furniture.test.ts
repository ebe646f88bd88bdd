/**
 * Issue #16: what a brief carries besides its message, as the ninth held-out batch showed it
 * (test/fixtures/prompt-corpus, batch 2026-11-29) — in our own wordings: a chat pasted whole, how
 * an accessible or easy-read email is to be written, values not filled in yet and what to write
 * instead, where the brief was copied from, last year's values, a label that names who it is for.
 */
import { describe, expect, it } from 'vitest';
import { messageUnits } from '../../src/generate/understand/units';
import { copyDictionaries } from '../../src/generate/understand/dictionaries';
import type { CopyLanguage } from '../../src/generate/types';
import { settledChat } from '../../src/generate/understand/chat';

async function texts(prompt: string, language: CopyLanguage = 'en'): Promise<string[]> {
  const dictionaries = await copyDictionaries(language);
  return messageUnits(prompt, { language, register: 'formal', dictionary: dictionaries[language] }).map((u) => u.text);
}

describe('a chat pasted whole', () => {
  it('keeps what was said, not who said it or when, nor a bare "ok"', async () => {
    expect(await texts('Tom: quiz night is Thursday 10 December at 8pm.\nAna: entry is £5 per team.\nTom: ok\n[14:02] Lee: max 6 per team.\nAna: book at thequiz.example/dec')).toEqual([
      'Quiz night is Thursday 10 December at 8pm.',
      'Entry is £5 per team.',
      'Max 6 per team.',
      'Book at thequiz.example/dec.',
    ]);
    expect(await texts('Jonas (09:14) : la vente commence le 5 décembre.\nMia (09:20) : d’accord\nJonas (09:21) : -20 % sur les gants.', 'fr')).toEqual([
      'La vente commence le 5 décembre.',
      '-20 % sur les gants.',
    ]);
  });
  it('reads the chat’s last word: a value corrected later is the later one, in the message and in the dates and prices read', async () => {
    const prompt = 'Ana: the fair is Saturday 12 December, 10am, tickets £8.\nTom: careful, the hall is booked Saturday, it is Sunday 13 now.\nAna: ok. Tickets £10 with the raffle, sorry.\nTom: kids under 5 free.';
    expect(settledChat(prompt).split('\n')[0]).toBe('Ana: the fair is Sunday 13 December, 10am, tickets £10.');
    expect((await texts(settledChat(prompt)))[0]).toBe('The fair is Sunday 13 December, 10am, tickets £10.');
    // A new amount without a word of correction is news of its own: a deposit is no new ticket price.
    expect(settledChat('Ana: dinner 45 € per person.\nTom: deposit 20 € when booking.\nAna: wine pairing +15 €.')).toBe(
      'Ana: dinner 45 € per person.\nTom: deposit 20 € when booking.\nAna: wine pairing +15 €.',
    );
  });
  it('leaves a brief’s own labels alone', async () => {
    expect(await texts('Venue: Old Mill Hall\nTime: 7pm\nVenue: parking behind the hall')).toEqual(['Venue: Old Mill Hall.', 'Time: 7pm.', 'Venue: parking behind the hall.']);
  });
});

describe('how the email is to be written', () => {
  it('leaves out accessibility and easy-read asks in six languages, keeping who the email is for', async () => {
    expect(await texts('Easy-read version please, one idea per sentence. The library reopens on Monday 4 January.')).toEqual(['The library reopens on Monday 4 January.']);
    expect(await texts('Bitte in einfacher Sprache, kurze Sätze. Die Bibliothek öffnet am Montag, 4. Januar.', 'de')).toEqual(['Die Bibliothek öffnet am Montag, 4. Januar.']);
    expect(await texts('En lectura fácil, frases cortas. La biblioteca abre el lunes 4 de enero.', 'es')).toEqual(['La biblioteca abre el lunes 4 de enero.']);
    expect(await texts('En FALC svp, phrases courtes. La médiathèque rouvre le lundi 4 janvier.', 'fr')).toEqual(['La médiathèque rouvre le lundi 4 janvier.']);
    expect(await texts('Mail per i soci del Circolo Arci Brera: frasi brevi, niente maiuscole. La biblioteca riapre lunedì 4 gennaio.', 'it')).toEqual([
      'Per i soci del Circolo Arci Brera.',
      'La biblioteca riapre lunedì 4 gennaio.',
    ]);
    expect(await texts('Use linguagem simples. A biblioteca reabre na segunda, 4 de janeiro.', 'pt')).toEqual(['A biblioteca reabre na segunda, 4 de janeiro.']);
  });
});

describe('values not filled in yet', () => {
  it('leaves out a placeholder and writes what the writer is told to say instead', async () => {
    expect(await texts('Entry fee $[FEE] — not final yet, so say prices follow next week. Doors 7pm.')).toEqual(['Prices follow next week.', 'Doors 7pm.']);
    expect(await texts('Prezzo: XX € (da confermare: scrivi che lo annunciamo a gennaio).', 'it')).toEqual(['Lo annunciamo a gennaio.']);
    expect(await texts('Rabatt: ## %. Der Verkauf startet am 3. Dezember.', 'de')).toEqual(['Der Verkauf startet am 3. Dezember.']);
  });
});

describe('where the brief comes from, and last year’s values', () => {
  it('leaves out the source of a pasted brief and what a value was last year', async () => {
    expect(await texts('Pasted from our planning doc in Notion, sorry about the format. Tickets are $20.')).toEqual(['Tickets are $20.']);
    expect(await texts('Reutiliza el bloque del boletín de 2025 con los datos nuevos (el año pasado era Q 300, ahora cambia). Cena el 12 de diciembre, cubierto Q 450.', 'es')).toEqual([
      'Cena el 12 de diciembre, cubierto Q 450.',
    ]);
  });
  it('keeps where a template is for the reader, and an abbreviation lower case ("Vorlage im Hilfe-Center", "max. 500")', async () => {
    expect(await texts('Kunden per CSV importieren (Vorlage im Hilfe-Center), max. 300 pro Datei.', 'de')).toEqual(['Kunden per CSV importieren (Vorlage im Hilfe-Center), max. 300 pro Datei.']);
  });
  it('does not take a word that starts like an instruction for one ("Conteúdo:")', async () => {
    expect(await texts('Conteúdo: feira de Natal no sábado 12.', 'pt')).toEqual(['Conteúdo: feira de Natal no sábado 12.']);
  });
});
