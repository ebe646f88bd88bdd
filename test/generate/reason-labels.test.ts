/**
 * A reason written as a field of the brief ("Reason:", "Motivo:", "Begründung:", "Pourquoi :")
 * reached the reader as a memo label in the tenth batch's price-change notices (en-317, de-118,
 * fr-117, it-113). The reader is told why as a copywriter would ask it. Prompts in our own words.
 */
import { describe, expect, it } from 'vitest';
import { messageUnits } from '../../src/generate/understand/units';
import type { CopyLanguage } from '../../src/generate/types';

const texts = (prompt: string, language: CopyLanguage) => messageUnits(prompt, { language, register: 'formal' }).map((u) => u.text);

describe('a reason given as a field of the brief', () => {
  it('is asked as the language asks why, in every language', () => {
    expect(texts('Our day passes go from $12 to $14 on March 1. Reason: higher heating costs.', 'en')).toEqual(['Our day passes go from $12 to $14 on March 1.', 'Why? Higher heating costs.']);
    expect(texts('La suscripción sube a 9 € en enero. Motivo: el papel subió un 15 %.', 'es')).toEqual(['La suscripción sube a 9 € en enero.', '¿Por qué? El papel subió un 15 %.']);
    expect(texts('Le panier passe à 24 € en février. Pourquoi : la hausse des légumes bio.', 'fr')).toEqual(['Le panier passe à 24 € en février.', 'Pourquoi ? La hausse des légumes bio.']);
    expect(texts('Der Kurs kostet ab März 95 €. Begründung: neue Räume in der Altstadt.', 'de')).toEqual(['Der Kurs kostet ab März 95 €.', 'Warum? Neue Räume in der Altstadt.']);
    expect(texts('A mensalidade passa a R$ 89 em janeiro. Motivo: reajuste do aluguel.', 'pt')).toEqual(['A mensalidade passa a R$ 89 em janeiro.', 'Por quê? Reajuste do aluguel.']);
    expect(texts('Il corso costa 120 € da gennaio. Ragione: nuovi istruttori.', 'it')).toEqual(['Il corso costa 120 € da gennaio.', 'Perché? Nuovi istruttori.']);
  });

  it('leaves other fields that begin with the same word', () => {
    expect(texts('Raison sociale : Atelier Vernet SARL.', 'fr')).toEqual(['Raison sociale : Atelier Vernet SARL.']);
    expect(texts('Motivo della visita: controllo annuale.', 'it')).toEqual(['Motivo della visita: controllo annuale.']);
    expect(texts('Reasonable prices: from $9.', 'en')).toEqual(['Reasonable prices: from $9.']);
  });
});
