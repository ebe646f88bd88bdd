/**
 * Issue #16: what a marketer writes to the copywriter about themselves and the email, and the
 * shorthand of a phone, as the eighth held-out batch showed them (test/fixtures/prompt-corpus,
 * batch 2026-11-28g) — in our own wordings: the writer's remarks on their own language, a label
 * naming the email and who it is for, chat shorthand written out, a date range ICU split.
 */
import { describe, expect, it } from 'vitest';
import { messageUnits } from '../../src/generate/understand/units';
import { copyDictionaries } from '../../src/generate/understand/dictionaries';
import type { CopyLanguage } from '../../src/generate/types';

async function texts(prompt: string, language: CopyLanguage = 'en'): Promise<string[]> {
  const dictionaries = await copyDictionaries(language);
  return messageUnits(prompt, { language, register: 'formal', dictionary: dictionaries[language] }).map((u) => u.text);
}

describe('the writer on their own language', () => {
  it('leaves out who the writer is as a speaker, and their apology, in six languages', async () => {
    expect(await texts('Hi, I am not a native speaker, sorry for the mistakes. The shop reopens on Monday 7 December.')).toEqual(['The shop reopens on Monday 7 December.']);
    expect(await texts('Salut, je ne suis pas anglophone, désolée pour les erreurs. La boutique rouvre le lundi 7 décembre.', 'fr')).toEqual(['La boutique rouvre le lundi 7 décembre.']);
    expect(await texts('Hola, no hablo bien español, disculpa los errores. La tienda reabre el lunes 7 de diciembre.', 'es')).toEqual(['La tienda reabre el lunes 7 de diciembre.']);
    expect(await texts('Hallo, Deutsch ist nicht meine Muttersprache, Entschuldigung für die Fehler. Der Laden öffnet am Montag, 7. Dezember.', 'de')).toEqual(['Der Laden öffnet am Montag, 7. Dezember.']);
    expect(await texts('Oi, não é a minha língua, desculpem os erros. A loja reabre na segunda, 7 de dezembro.', 'pt')).toEqual(['A loja reabre na segunda, 7 de dezembro.']);
    expect(await texts('Ciao, non sono madrelingua, scusate gli errori. Il negozio riapre lunedì 7 dicembre.', 'it')).toEqual(['Il negozio riapre lunedì 7 dicembre.']);
  });
  it('leaves out a request to mend the writer’s language, and keeps what others say of theirs', async () => {
    expect(await texts('Le marché est samedi. Please fix my French!', 'fr')).toEqual(['Le marché est samedi.']);
    expect(await texts('Ich spreche gut Englisch, sagt unsere neue Kursleiterin Mia.', 'de')).toEqual(['Ich spreche gut Englisch, sagt unsere neue Kursleiterin Mia.']);
    expect(await texts('Sorry for the delay: your parcel ships on Friday.')).toEqual(['Sorry for the delay: your parcel ships on Friday.']);
  });
});

describe('a sentence naming the email and who it is for', () => {
  it('keeps who it is for when it names them, and drops it when it is only an audience', async () => {
    expect(await texts('Correo de bienvenida para los nuevos socios del Club Ciclista Norte:\n- salida el domingo 6 de diciembre', 'es')).toEqual([
      'Para los nuevos socios del Club Ciclista Norte.',
      'Salida el domingo 6 de diciembre',
    ]);
    expect(await texts('Preciso de email para os alunos da turma de cerâmica: a aula de sábado passa para as 10h.', 'pt')).toEqual([
      'Para os alunos da turma de cerâmica: a aula de sábado passa para as 10h.',
    ]);
    expect(await texts('Mail an alle Kunden: der Laden ist am Montag geschlossen.', 'de')).toEqual(['Der Laden ist am Montag geschlossen.']);
    expect(await texts('Bitte Infomail an Kanzlei Berger zu unserem Angebot Nr. KB-2207: gültig bis 15.1.2027.', 'de')).toEqual([
      'An Kanzlei Berger zu unserem Angebot Nr. KB-2207: gültig bis 15.1.2027.',
    ]);
  });
});

describe('chat shorthand', () => {
  it('writes French, Italian, Spanish and Portuguese shorthand out, and leaves acronyms and products alone', async () => {
    expect(await texts("soldes sur ts les pulls, pr commander avt le 12/12, si ils veulent c'est ds leur compte", 'fr')).toEqual([
      "Soldes sur tous les pulls, pour commander avant le 12/12, s’ils veulent c'est dans leur compte.",
    ]);
    expect(await texts('Notre agence PR et TS Conseil vous attendent.', 'fr')).toEqual(['Notre agence PR et TS Conseil vous attendent.']);
    expect(await texts('x chi nn può venire, 3 x pizza a 10 €', 'it')).toEqual(['Per chi non può venire, 3 x pizza a 10 €.']);
    expect(await texts('menú 40 € x persona, la cena d Navidad, vitamina D y calcio', 'es')).toEqual(['Menú 40 € por persona, la cena de Navidad, vitamina D y calcio.']);
    expect(await texts('pros alunos novos: aulas as 18h, pagamento ate o dia 10', 'pt')).toEqual(['Para os alunos novos: aulas às 18h, pagamento até o dia 10.']);
  });
});

describe('sentences', () => {
  it('does not break a range of days written with a slash ("21./22.11.")', async () => {
    expect(await texts('Danke an alle vom Kurs am Wochenende (21./22.11.). Die Stücke sind ab Dienstag abholbar.', 'de')).toEqual([
      'Danke an alle vom Kurs am Wochenende (21./22.11.).',
      'Die Stücke sind ab Dienstag abholbar.',
    ]);
  });
});
