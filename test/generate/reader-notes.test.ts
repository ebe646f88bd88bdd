/**
 * Issue #16, the fifth held-out batch's causes: a marketer's notes speak of the reader in the
 * third person ("customers who want to…", "kostet ihn nix", "si ils veulent"), put instructions
 * inside sentences ("Bitte erwähne, dass…", "…, recordad q…"), ask for the email in words no
 * earlier prompt used ("faudrait écrire aux abonnés que…", "manda pros assinantes que…"), and type
 * casually ("cloesd", "nao"). Wordings written here, not taken from the corpus.
 */
import { describe, expect, it } from 'vitest';
import { copyDictionaries } from '../../src/generate/understand/dictionaries';
import { messageUnits } from '../../src/generate/understand/units';
import type { CopyLanguage } from '../../src/generate/types';

async function read(prompt: string, language: CopyLanguage = 'en'): Promise<string[]> {
  const dictionary = (await copyDictionaries(language))[language];
  return messageUnits(prompt, { language, register: 'formal', dictionary }).map((u) => u.text);
}

describe('the reader in the third person', () => {
  it('reads what the audience may or must do as said to the reader', async () => {
    expect(await read('Customers who want to upgrade to the Studio plan can do so in the app before Friday.')).toEqual([
      'If you want to upgrade to the Studio plan, you can do so in the app before Friday.',
    ]);
    expect(await read('Members should bring their card to the front desk.')).toEqual(['Please bring your card to the front desk.']);
  });

  it('greets one named reader and gives their pronouns to "you", not the plural "them"', async () => {
    expect(await read('need an email to Mr Osei his glasses are ready, he can pick them up Friday after 2pm')).toEqual([
      'Mr Osei, your glasses are ready, you can pick them up Friday after 2pm.',
    ]);
    expect(await read('Room 12 is flooded, we moved her to room 14 at no cost. Guest: Ms. Dara Quinn')).toContain(
      'Room 12 is flooded, we moved you to room 14 at no cost.',
    );
  });

  it('says what a shopper left behind to them, in Spanish and English', async () => {
    expect(await read('they left the rain jacket (£89) in the basket, free returns for 30 days')).toEqual(['You left the rain jacket (£89) in the basket, free returns for 30 days.']);
    expect(await read('se dejaron la silla Roble (120 €) en el carrito', 'es')).toEqual(['Dejó la silla Roble (120 €) en el carrito.']);
  });

  it('gives the German customer the polite "Sie", with its verb', async () => {
    expect(await read('Reparatur fertig, Kunde informieren: das Ersatzteil kostet ihn nix, er kann das Rad ab Freitag holen', 'de')).toEqual([
      'Reparatur fertig: das Ersatzteil kostet Sie nichts, Sie können das Rad ab Freitag holen.',
    ]);
  });

  it('gives the French, Portuguese and Italian audience the reader’s person', async () => {
    expect(await read("faudrait écrire aux membres que la salle ferme le 24 décembre, si ils veulent réserver c'est dans leur espace", 'fr')).toEqual([
      "La salle ferme le 24 décembre, si vous voulez réserver c'est dans votre espace.",
    ]);
    expect(await read('manda pros clientes que a loja fecha mais cedo na sexta, eles podem retirar os pedidos no sábado', 'pt')).toEqual([
      'A loja fecha mais cedo na sexta, você pode retirar os pedidos no sábado.',
    ]);
    expect(await read('Scrivi la mail di benvenuto per chi si è appena iscritto al corso di ceramica. Il materiale lo diamo noi, loro devono portare solo un grembiule.', 'it')).toEqual([
      'Grazie per l’iscrizione al corso di ceramica.',
      'Il materiale lo diamo noi, deve portare solo un grembiule.',
    ]);
  });
});

describe('instructions where no earlier prompt put them', () => {
  it('reads an instruction inside a sentence or after a comma', async () => {
    expect(await read('Bitte erwähne, dass Parken ab 18 Uhr kostenlos ist.', 'de')).toEqual(['Wir möchten Ihnen mitteilen, dass Parken ab 18 Uhr kostenlos ist.']);
    expect(await read('Abrimos el domingo de 10 a 14, recordad q el aparcamiento es gratis', 'es')).toEqual(['Abrimos el domingo de 10 a 14. Recordamos que el aparcamiento es gratis.']);
    expect(await read('order 5521 shipped today, notify the customer')).toEqual(['Order 5521 shipped today.']);
  });

  it('drops what the email must leave out and who the marketer is handing notes to', async () => {
    expect(await read("Merci de ne pas mettre de photo de l'équipe dans ce mail.", 'fr')).toEqual([]);
    expect(await read('Voici les infos pour la lettre de janvier, fais court.', 'fr')).toEqual([]);
    expect(await read('Firmá como Pablo, de Café Sur.', 'es')).toEqual(['Pablo, de Café Sur.']);
  });

  it('reads new ways of asking for the email', async () => {
    expect(await read('puedes mandarle correo a la clienta q su reserva para el sábado está confirmada', 'es')).toEqual(['Su reserva para el sábado está confirmada.']);
    expect(await read('Bitte Einladungsmail für unseren Sommerabend im Hof schreiben: Freitag, 3. Juli, ab 19 Uhr.', 'de')).toEqual([
      'Unseren Sommerabend im Hof: Freitag, 3. Juli, ab 19 Uhr.',
    ]);
    expect(await read('carrinho abandonado tênis Corre Leve R$ 299, frete grátis até domingo', 'pt')).toEqual(['Tênis Corre Leve R$ 299, frete grátis até domingo.']);
  });
});

describe('a prompt typed casually', () => {
  it('puts back two letters typed the wrong way round and accents left out, only where one word fits', async () => {
    expect(await read('the shop is cloesd on Monday for stocktaking')).toEqual(['The shop is closed on Monday for stocktaking.']);
    expect(await read('o pedido nao saiu por causa da greve', 'pt')).toEqual(['O pedido não saiu por causa da greve.']);
    // "esta" is a word of its own: it stays as typed.
    expect(await read('la tienda esta abierta', 'es')).toEqual(['La tienda esta abierta.']);
  });
});
