/**
 * Issue #23's stray ")" and an Italian note read as copy (series es-009, pt-009, it-007): a bracket
 * is one clause, an offer's scope stops at a bracket, and Italian's "di" is a preposition unless it
 * is the imperative ("dì", "di'", "di che").
 */
import { describe, expect, it } from 'vitest';
import { messageUnits } from '../../src/generate/understand/units';
import { extractDiscountScope } from '../../src/generate/understand/money';
import { withoutWriterNotes } from '../../src/generate/understand/notes';

describe('brackets and clauses', () => {
  it('does not part a bracket at its semicolon', () => {
    const units = messageUnits('Semana del hogar: 15 % en textiles (15 % en cojines; no en alfombras) hasta el lunes.', { language: 'es', register: 'formal' });
    const bracketed = units.find((u) => u.text.includes('cojines'));
    expect(bracketed?.text).toContain('alfombras');
    for (const u of units) expect((u.text.match(/\(/g) ?? []).length).toBe((u.text.match(/\)/g) ?? []).length);
  });

  it('still parts a list written on one line with semicolons', () => {
    const units = messageUnits('Três novidades: o menu de inverno; os vales-presente; o novo horário', { language: 'pt', register: 'formal' });
    expect(units.map((u) => u.text)).toHaveLength(3);
  });

  it('ends an offer’s scope at a closing bracket', () => {
    const text = 'Oferta (20% de desconto na segunda almofada) só esta semana';
    const end = text.indexOf('20%') + '20%'.length;
    expect(extractDiscountScope(text, end, 'pt')).toBe('na segunda almofada');
  });
});

describe('Italian "di"', () => {
  it('is no "say" in "il costo di acquisizione": the whole note goes', () => {
    expect(withoutWriterNotes('Non scrivere che il costo di gestione di un socio è 35 €, è un dato interno.', 'it')).toBeNull();
  });

  it('is "say" as "di che" after a note', () => {
    expect(withoutWriterNotes('Prezzo: XX € (da non scrivere: di che lo comunichiamo a febbraio).', 'it')).toContain('omunichiamo a febbraio');
  });
});
