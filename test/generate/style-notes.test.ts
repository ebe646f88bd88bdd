/**
 * Notes on tone and length said in passing, without a label (understand/style-notes.ts): the
 * tenth held-out batch closed briefs with "Courtois mais ferme, pas de menace de contentieux.",
 * "Tom gentil, sem pressão." and "(une phrase, sans dramatiser)". They are the writer's; what a
 * "no …" says about the offer ("pas de frais cachés", "sin gluten") is the reader's.
 */
import { describe, expect, it } from 'vitest';
import { messageUnits } from '../../src/generate/understand/units';
import type { CopyLanguage } from '../../src/generate/types';

const texts = (prompt: string, language: CopyLanguage) => messageUnits(prompt, { language, register: 'formal' }).map((u) => u.text);

describe('notes on tone and length', () => {
  it('drops a sentence of tone words and what to avoid', () => {
    expect(texts('Relance de la facture F-2291 de 1 240 €. Poli mais ferme, pas de menaces.', 'fr')).toEqual(['Relance de la facture F-2291 de 1 240 €.']);
    expect(texts('Sobrio, sin chistes. La oficina cierra del 24 al 27 de diciembre.', 'es')).toEqual(['La oficina cierra del 24 al 27 de diciembre.']);
    expect(texts('Tom acolhedor, sem pressão. O bazar abre sábado às 10h.', 'pt')).toEqual(['O bazar abre sábado às 10h.']);
  });

  it('drops a bracket or a closing clause that only says how long a part is', () => {
    // What stays is the reason, asked as the reader would ask it (reason-labels.test.ts): the label is no note on length.
    expect(texts('Why: the rent went up (keep it to one sentence, no long apologies). New price $14 from January.', 'en')).toEqual(['Why? The rent went up.', 'New price $14 from January.']);
    expect(texts('Motivo: il costo del latte è aumentato, basta una frase.', 'it')).toEqual(['Perché? Il costo del latte è aumentato.']);
    expect(texts('Grund: höhere Mieten, kurz halten.', 'de')).toEqual(['Warum? Höhere Mieten.']);
  });

  it('keeps a "no …" that is news for the reader, and a dress code', () => {
    expect(texts('Livraison offerte, pas de frais cachés.', 'fr')).toEqual(['Livraison offerte, pas de frais cachés.']);
    expect(texts('Sin gluten, sin lactosa.', 'es')).toEqual(['Sin gluten, sin lactosa.']);
    expect(texts('Dress code: black tie, formal.', 'en')).toEqual(['Dress code: black tie, formal.']);
  });
});
