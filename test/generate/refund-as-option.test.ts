/**
 * A refund offered as the way out of something else is not the news: a product recall ("bring it
 * back for a refund") and a moved booking ("or cancel instead, full refund") were written as
 * "Here are the details of your refund" — the wrong message (issue #16, item 4). A refund that
 * happened is still a refund.
 */
import { describe, expect, it } from 'vitest';
import { extractTransactionalKind } from '../../src/generate/understand/details';
import { fold } from '../../src/generate/understand/text';

const kind = (prompt: string) => extractTransactionalKind(fold(prompt));

describe('a refund as an option is not the kind of the email', () => {
  it.each([
    'Guest booking HB-5521: the Lake View Suite is not available, we moved you to the Forest Suite at no extra cost. If you would rather cancel instead, full refund of $640.',
    'Product recall: Nova 65W charger, batch 2211, may overheat. Stop using it and bring it back to any store for a refund.',
    'Rappel produit : confiture Fraise des Bois, lot F2211. Ne pas consommer, rapporter en magasin pour remboursement.',
    'Richiamo prodotto: caricabatterie Nova 65W. Smettere di usarlo e riportarlo in negozio per il rimborso.',
    'Retirada de produto: carregador Nova 65W, lote 2211. Devolva na loja para o reembolso.',
    'Rückruf: Ladegerät Nova 65W, Charge 2211. Bitte nicht mehr benutzen und im Laden zur Erstattung abgeben.',
  ])('%s', (prompt) => expect(kind(prompt)).not.toBe('refund'));

  it.each([
    'Your refund of $23.50 for order #5567 was issued to your Mastercard ending 8812.',
    'Hemos procesado el reembolso de 45 € del pedido 7781.',
    'Le remboursement de 32 € pour la commande 1120 a été effectué.',
  ])('a refund that happened is a refund: %s', (prompt) => expect(kind(prompt)).toBe('refund'));
});
