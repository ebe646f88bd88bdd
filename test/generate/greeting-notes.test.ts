/**
 * How to greet, said as a note with the sending tool's merge tag ("Commence par « Bonjour
 * {{ contact.PRENOM }} »", "saluto 'Ciao {{ first_name }}'", "el saludo con {{ nombre }}",
 * "saudação "Oi, %%FirstName%%""): the eleventh batch showed these notes to the reader (fr-118,
 * it-119, es-118, pt-119). The email greets with the tag; the note goes. Prompts in our own words.
 */
import { describe, expect, it } from 'vitest';
import { messageUnits } from '../../src/generate/understand/units';
import { readAddressee } from '../../src/generate/understand/addressee';
import type { CopyLanguage } from '../../src/generate/types';

function read(prompt: string, language: CopyLanguage) {
  const { addressee, units } = readAddressee(messageUnits(prompt, { language, register: 'formal' }), prompt);
  return { addressee, texts: units.map((u) => u.text) };
}

describe('a note on how to greet', () => {
  it('greets with the tag it quotes and leaves the note out, in every language', () => {
    expect(read('Start with "Hi {{first_name}}". Your plan renews on March 3 for $49.', 'en')).toEqual({ addressee: '{{first_name}}', texts: ['Your plan renews on March 3 for $49.'] });
    expect(read('Commence par « Bonjour {{ contact.PRENOM }} ». Votre atelier a lieu le 12 mars.', 'fr')).toEqual({ addressee: '{{ contact.PRENOM }}', texts: ['Votre atelier a lieu le 12 mars.'] });
    expect(read('Tu pedido sale el lunes. Ah y el saludo con {{ nombre }}.', 'es')).toEqual({ addressee: '{{ nombre }}', texts: ['Tu pedido sale el lunes.'] });
    expect(read('Lembrete da consulta, saudação "Olá, %%FirstName%%". A consulta é terça às 10h.', 'pt')).toEqual({ addressee: '%%FirstName%%', texts: ['Lembrete da consulta.', 'A consulta é terça às 10h.'] });
    expect(read("saluto 'Ciao {{ nome }}', il corso inizia lunedì 9 marzo.", 'it')).toEqual({ addressee: '{{ nome }}', texts: ['Il corso inizia lunedì 9 marzo.'] });
    expect(read('Anrede: Hallo {{vorname}}. Ihr Paket ist unterwegs.', 'de')).toEqual({ addressee: '{{vorname}}', texts: ['Ihr Paket ist unterwegs.'] });
  });

  it('leaves a greeting word that quotes no tag', () => {
    expect(read('Start with the good news: we are open on Sundays from May 3.', 'en').texts).toEqual(['Start with the good news: we are open on Sundays from May 3.']);
  });
});

describe('the name of a merge field beside its tag', () => {
  it('is the marketer’s: the value stays, named as the reader knows it', () => {
    expect(read('Vielen Dank für Ihre Spende. Betrag per Serienfeld {{betrag}}.', 'de').texts).toEqual(['Vielen Dank für Ihre Spende.', 'Betrag: {{betrag}}.']);
    expect(read('Your points statement (merge field {{points}}) is ready.', 'en').texts).toEqual(['Your points statement ({{points}}) is ready.']);
    expect(read('Champs de fusion : {{prenom}}, solde au 31/12 : {{points}} points.', 'fr')).toEqual({ addressee: '{{prenom}}', texts: ['Solde au 31/12 : {{points}} points.'] });
    expect(read('Estratto conto per i soci del Circolo Remo (campo {{saldo}}).', 'it').texts).toEqual(['Estratto conto per i soci del Circolo Remo ({{saldo}}).']);
  });
});

describe('the greeting by the prompt’s tag', () => {
  // A win-back opens with its hero and had no greeting line: the tag the prompt asked for was lost (pt-119).
  it('is written in a layout that opens without a greeting', async () => {
    const { generateEmail } = await import('../../src/generate/engine');
    const { joinSegments } = await import('../../src/email/content');
    const { loadBrand } = await import('./helpers');
    const outcome = await generateEmail({
      brand: loadBrand('aurora'), projectUrls: [], language: 'pt-BR', purpose: 're-engagement', now: new Date('2026-11-28T10:00:00Z'),
      prompt: 'E-mail de reativação, saudação "Oi, %%FirstName%%". Cupom VOLTA15: 15% de desconto até 13 de dezembro.',
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const texts = JSON.stringify(outcome.document.blocks);
    expect(texts).toContain('%%FirstName%%');
    expect(joinSegments(outcome.document.subject, (t) => t.fallback)).not.toContain('%%');
  });
});
