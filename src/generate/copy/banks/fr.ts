/**
 * Banque de phrases en français. Registre : `c.f(vous, tu)`. Les espaces avant « : ; ! ? » sont
 * écrites normalement ici et deviennent insécables au rendu (copy/index.ts). Aucun accord au
 * genre du lecteur (« nous vous invitons », pas « vous êtes invité(e) »).
 */
import type { Ctx, Entry } from '../types';
import type { CopyKey } from './en';

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** L'offre dans une phrase : « 20 % de réduction sur… », « jusqu'à 30 %… », « la livraison offerte ». */
const offre = (c: Ctx): string | undefined => {
  if (c.discount) return `${c.upTo ? 'jusqu’à ' : ''}${c.discount} de réduction${c.scope ? ` ${c.scope}` : ''}`;
  if (c.freeShipping) return c.freeShippingMin ? `la livraison offerte dès ${c.freeShippingMin} d’achat` : 'la livraison offerte';
  return undefined;
};
const jusquau = (c: Ctx) => (c.deadline ? ` jusqu’au ${c.deadline}` : '');
const voeux: Record<string, string> = {
  christmas: 'Joyeux Noël !', 'new-year': 'Bonne année !', easter: 'Joyeuses Pâques !', valentines: 'Joyeuse Saint-Valentin !', 'mothers-day': 'Bonne fête à toutes les mamans !', 'fathers-day': 'Bonne fête à tous les papas !', halloween: 'Joyeux Halloween !', thanksgiving: 'Joyeux Thanksgiving !', 'black-friday': 'Black Friday', 'cyber-monday': 'Cyber Monday', hanukkah: 'Joyeuse Hanoukka !', summer: 'Bonnes vacances !', generic: 'Joyeuses fêtes !',
};
const voeu = (c: Ctx) => voeux[c.holidayKind ?? 'generic'];

export const fr = {
  greeting: { neutral: ['Bonjour,'], playful: [(c) => c.f('Bonjour !', 'Coucou !'), 'Bonjour !'] },
  signoff: { neutral: ['À très bientôt,', (c) => c.f('Bien à vous,', 'Belle journée,')], formal: [(c) => c.f('Bien cordialement,', 'Bien amicalement,'), (c) => c.f('Avec nos salutations distinguées,', 'À très bientôt,')], playful: ['À très vite !', 'Bises,'], luxurious: [(c) => c.f('Avec nos plus chaleureuses salutations,', 'À très vite,'), (c) => c.f('Bien à vous,', 'Belle journée,')], friendly: ['Bien amicalement,', 'À très bientôt,'] },
  signature: [(c) => `L’équipe ${c.brand}`],
  'nav.shop': ['Boutique'],
  'nav.about': ['À propos'],
  'nav.blog': ['Blog'],
  'nav.contact': ['Contact'],
  'footer.unsubscribe': ['Se désabonner'],
  'footer.preferences': ['Gérer mes préférences'],
  'footer.legal': [(c) => c.f(`Vous recevez cet e-mail suite à votre inscription aux actualités de ${c.brand}.`, `Tu reçois cet e-mail suite à ton inscription aux actualités de ${c.brand}.`)],
  'footer.legalTransactional': [(c) => c.f(`Vous recevez cet e-mail au sujet de votre compte ou de votre commande chez ${c.brand}.`, `Tu reçois cet e-mail au sujet de ton compte ou de ta commande chez ${c.brand}.`)],
  'cta.shop': { neutral: ['Découvrir la boutique', 'J’en profite'], luxurious: ['Découvrir la collection'], playful: ['Je me fais plaisir', 'J’en profite !'] },
  'cta.discover': ['Découvrir', 'En savoir plus'],
  'cta.learnMore': ['En savoir plus', 'Lire la suite'],
  'cta.readMore': ['Lire la suite', 'Lire l’article'],
  'cta.visit': [(c) => `Visiter ${c.brand}`, 'Voir le site'],
  'cta.rsvp': ['Je réserve ma place', 'Je confirme ma venue'],
  'cta.cart': ['Retourner à la boutique', 'Finaliser mon achat'],
  'cta.feedback': ['Donner mon avis', 'Je réponds'],
  'cta.getStarted': ['C’est parti', 'Découvrir la boutique'],
  'cta.useCode': ['J’utilise mon code', 'J’en profite'],
  'cta.explore': ['Explorer la collection', 'Voir les nouveautés'],
  'cta.viewProduct': ['Voir le produit', 'Acheter'],
  'cta.account': ['Accéder à mon compte'],
  'cta.track': ['Suivre ma commande'],
  'cta.reset': ['Réinitialiser mon mot de passe'],
  'cta.booking': ['Voir ma réservation'],
  'cta.contact': ['Nous contacter'],
  'offer.value': [
    (c) => c.discount && `${c.upTo ? 'Jusqu’à ' : ''}${c.discount} de réduction${c.scope ? ` ${c.scope}` : ''}`,
    (c) => !c.discount && c.freeShipping && (c.freeShippingMin ? `Livraison offerte dès ${c.freeShippingMin}` : 'Livraison offerte'),
  ],
  'offer.freeShipping': [(c) => c.freeShipping && (c.freeShippingMin ? `Livraison offerte dès ${c.freeShippingMin} d’achat.` : 'Livraison offerte sur toutes les commandes.')],
  'offer.codeLine': [(c) => c.code && c.f(`Saisissez le code **${c.code}** lors de votre commande.`, `Saisis le code **${c.code}** lors de ta commande.`)],
  'coupon.description': [(c) => c.f('Saisissez ce code lors de votre commande.', 'Saisis ce code lors de ta commande.'), 'À utiliser au moment du paiement.'],
  'coupon.expiry': [(c) => c.deadline && `Valable jusqu’au ${c.deadline}`],
  'deadline.line': { neutral: [(c) => c.deadline && `L’offre se termine le ${c.deadline}.`, (c) => c.deadline && `Offre valable jusqu’au ${c.deadline}.`], urgent: [(c) => c.deadline && c.f(`Faites vite : tout s’arrête le ${c.deadline}.`, `Fais vite : tout s’arrête le ${c.deadline}.`), (c) => c.deadline && `Dernière chance : l’offre se termine le ${c.deadline}.`] },
  'start.line': [(c) => c.start && `À partir du ${c.start}.`, (c) => c.start && `Dès le ${c.start}.`],
  'range.line': [(c) => c.start && c.deadline && `Du ${c.start} au ${c.deadline}.`],
  'closure.line': [(c) => c.closure && c.start && c.deadline && `À noter : nous serons fermés du ${c.start} au ${c.deadline}.`, (c) => c.closure && !c.start && c.deadline && `À noter : nous serons fermés le ${c.deadline}.`, (c) => c.closure && !c.start && c.event && `À noter : nous serons fermés le ${c.event}.`],
  'audience.line': [
    (c) => ({ vip: 'En exclusivité pour nos clients VIP', loyal: 'Pour nos clients les plus fidèles', 'new-customers': 'Pour nos nouveaux clients', members: 'Pour nos membres', inactive: 'Pour celles et ceux qui nous connaissent depuis longtemps', teams: 'Pour les équipes et les entreprises', customers: undefined, subscribers: undefined, everyone: undefined })[c.audienceKind ?? 'everyone'],
  ],
  'holiday.name': [(c) => ({ christmas: 'Noël', 'new-year': 'le Nouvel An', easter: 'Pâques', valentines: 'la Saint-Valentin', 'mothers-day': 'la fête des Mères', 'fathers-day': 'la fête des Pères', halloween: 'Halloween', thanksgiving: 'Thanksgiving', 'black-friday': 'le Black Friday', 'cyber-monday': 'le Cyber Monday', hanukkah: 'Hanoukka', summer: 'les vacances d’été', generic: 'les fêtes' })[c.holidayKind ?? 'generic']],
  'products.heading': { neutral: ['Nos coups de cœur du moment', 'Les plus appréciés'], luxurious: ['Nos pièces signature', 'Notre sélection'], playful: ['Ils font fureur', 'On les adore'] },
  'products.headingSale': ['Profitez de l’offre', 'Sélectionnés pour l’offre'],
  'products.headingNew': ['Nouveautés en boutique', 'Tout juste arrivés'],
  'products.headingGift': ['Idées cadeaux', 'À offrir (ou à s’offrir)'],
  'products.button': ['Découvrir', 'Voir'],
  'social.heading': [(c) => `Suivez ${c.brand}`, 'Restons en contact'],
  'contact.help': [
    (c) => c.email && c.f(`Une question ? Écrivez-nous à [${c.email}](mailto:${c.email}), nous vous répondrons avec plaisir.`, `Une question ? Écris-nous à [${c.email}](mailto:${c.email}), on te répondra avec plaisir.`),
    (c) => !c.email && c.phone && c.f(`Une question ? Appelez-nous au [${c.phone}](tel:${c.phone.replace(/[^\d+]/g, '')}).`, `Une question ? Appelle-nous au [${c.phone}](tel:${c.phone.replace(/[^\d+]/g, '')}).`),
  ],

  'welcome.heading': { neutral: [(c) => `Bienvenue chez ${c.brand}`, (c) => `Bienvenue chez ${c.brand} !`], playful: [(c) => `Bienvenue dans la bande ${c.brand} !`, 'Ça y est, bienvenue !'], luxurious: [(c) => `Bienvenue dans l’univers ${c.brand}`], friendly: [(c) => c.f('Nous sommes ravis de vous compter parmi nous', 'Trop contents de te compter parmi nous')] },
  'welcome.intro': { neutral: [(c) => c.f('Merci pour votre inscription. Nous sommes ravis de vous compter parmi nous.', 'Merci pour ton inscription. On est ravis de te compter parmi nous.'), (c) => c.f('Merci de nous avoir rejoints. Voici ce qui vous attend.', 'Merci de nous avoir rejoints. Voici ce qui t’attend.')], formal: ['Merci pour votre inscription. C’est un plaisir de vous accueillir.'], playful: [(c) => c.f('Merci pour votre inscription : vous venez d’illuminer notre journée.', 'Merci pour ton inscription : tu viens d’illuminer notre journée !')], luxurious: ['Merci de nous avoir rejoints. C’est un plaisir de vous accueillir.'] },
  'welcome.expect': [(c) => c.f('Ce qui vous attend', 'Ce qui t’attend'), 'La suite'],
  'welcome.benefit1': ['Des nouvelles de nos produits', 'Les dernières nouveautés de la boutique'],
  'welcome.benefit2': ['Des idées et de l’inspiration de notre équipe', 'Des conseils et des histoires de notre équipe'],
  'welcome.benefit3': ['Nos offres et nos événements', 'Des invitations à nos événements'],
  'welcome.gift': { neutral: [(c) => c.discount && c.f(`En cadeau de bienvenue, profitez de ${offre(c)} sur votre première commande.`, `En cadeau de bienvenue, profite de ${offre(c)} sur ta première commande.`)] },
  'welcome.closing': { neutral: [(c) => c.f('Nous sommes heureux de vous compter parmi nous.', 'On est heureux de te compter parmi nous.'), 'Bonne découverte !'], formal: ['Nous restons à votre disposition.'] },

  'promo.eyebrow': { neutral: ['Offre limitée', 'Offre spéciale'], urgent: ['Dernière chance'], luxurious: ['Une offre exclusive'] },
  'promo.heading': {
    neutral: [(c) => c.offer && c.topic && `${c.topic} : ${lower(c.offer)}`, (c) => c.offer && `${c.offer} pour une durée limitée`, (c) => c.offer],
    urgent: [(c) => c.offer && `Dernière chance : ${lower(c.offer)}`],
    playful: [(c) => offre(c) && c.f(`Faites-vous plaisir : ${offre(c)}`, `Fais-toi plaisir : ${offre(c)}`)],
    luxurious: [(c) => offre(c) && `Une invitation : ${offre(c)}`],
  },
  'promo.headingNoOffer': { neutral: [(c) => c.topic ?? `${c.f('Découvrez', 'Découvre')} ${c.brand}`, 'Notre sélection de coups de cœur'], luxurious: ['Notre sélection signature'] },
  'promo.intro': {
    neutral: [(c) => offre(c) && c.f(`Pour une durée limitée, profitez de ${offre(c)}${jusquau(c)}.`, `Pour une durée limitée, profite de ${offre(c)}${jusquau(c)}.`), (c) => offre(c) && `Bonne nouvelle : ${offre(c)}${jusquau(c)}.`],
    urgent: [(c) => offre(c) && c.f(`Le temps presse : ${offre(c)}${jusquau(c)}. N’attendez pas.`, `Le temps presse : ${offre(c)}${jusquau(c)}. N’attends pas.`)],
    playful: [(c) => offre(c) && `On ne pouvait pas garder ça pour nous : ${offre(c)}${jusquau(c)}.`],
    formal: [(c) => offre(c) && `Nous avons le plaisir de vous offrir ${offre(c)}${jusquau(c)}.`],
    luxurious: [(c) => offre(c) && `Pour quelques jours, nous vous invitons à profiter de ${offre(c)}${jusquau(c)}.`],
  },
  'promo.introNoOffer': [(c) => c.f('Découvrez les créations préférées de nos clients en ce moment.', 'Découvre les créations préférées de nos clients en ce moment.'), (c) => `Une sélection de coups de cœur signée ${c.brand}.`],
  'promo.closing': { neutral: [(c) => c.f('Profitez-en bien !', 'Profites-en bien !'), 'À très bientôt !'], formal: ['Au plaisir de vous accueillir.'], urgent: [(c) => c.f('Ne passez pas à côté.', 'Ne passe pas à côté.')], luxurious: ['Au plaisir de vous accueillir.'] },

  'news.heading': { neutral: [(c) => c.month && `${c.month.charAt(0).toUpperCase()}${c.month.slice(1)} chez ${c.brand}`, (c) => `Les nouvelles de ${c.brand}`], formal: [(c) => `La lettre d’information de ${c.brand}`] },
  'news.intro': { neutral: ['Voici ce qui s’est passé ces derniers temps, en quelques minutes de lecture.', 'Un petit tour de nos nouveautés.'], playful: [(c) => c.f('Prenez un café : voici nos dernières nouvelles.', 'Prends un café : voici nos dernières nouvelles.')], formal: ['Vous trouverez ci-dessous nos dernières actualités.'] },
  'news.inThisIssue': ['Dans ce numéro', 'Au sommaire'],
  'news.blogHeading': ['Sur le blog', 'À lire'],
  'news.blogText': [(c) => `Histoires, conseils et nouvelles de l’équipe ${c.brand}.`],
  'news.closing': ['Merci de nous lire, et à bientôt.', 'À la prochaine !'],

  'announce.eyebrow': ['Actualité', 'Une nouvelle'],
  'announce.heading': { neutral: [(c) => c.topic && `À noter : ${c.topic}`, (c) => `Les nouvelles de ${c.brand}`], formal: [(c) => c.topic && `Annonce : ${c.topic}`, (c) => `Une annonce de ${c.brand}`], playful: [(c) => c.topic && `Grande nouvelle : ${c.topic} !`, 'On a une nouvelle !'] },
  'announce.intro': { neutral: [(c) => c.f('Nous avons une nouvelle à partager avec vous.', 'On a une nouvelle à partager avec toi.'), (c) => c.f('Nous tenions à ce que vous soyez parmi les premiers informés.', 'On tenait à ce que tu sois parmi les premiers informés.')], formal: ['Nous souhaitons vous informer de ce qui suit.'], playful: [(c) => c.f('Nous avions hâte de vous le dire.', 'On avait hâte de te le dire.')] },
  'announce.closing': [(c) => c.f('Merci de votre fidélité.', 'Merci pour ta fidélité.'), (c) => c.f('Merci de votre confiance.', 'Merci pour ta confiance.')],

  'launch.eyebrow': ['Nouveauté', 'Tout nouveau'],
  'launch.heading': { neutral: [(c) => c.product && `Voici ${c.product}`, (c) => c.product && `Nouveau : ${c.product}`, (c) => c.topic && `${c.f('Découvrez', 'Découvre')} ${c.topic}`, 'Une nouveauté vient d’arriver'], playful: [(c) => c.product && `${c.f('Dites', 'Dis')} bonjour à ${c.product}`, (c) => c.topic && `C’est arrivé : ${c.topic} !`], luxurious: [(c) => c.product && `Nous vous présentons ${c.product}`, (c) => c.topic && `Nous vous présentons ${c.topic}`] },
  'launch.intro': { neutral: [(c) => `Nous travaillions sur quelque chose de nouveau chez ${c.brand}, et c’est enfin prêt.`, (c) => c.f('C’est enfin là, et nous avons hâte que vous le découvriez.', 'C’est enfin là, et on a hâte que tu le découvres.')], formal: [(c) => `Nous avons le plaisir de vous présenter la dernière nouveauté de ${c.brand}.`], playful: ['C’est nouveau, c’est là, et on est un peu surexcités.'], luxurious: ['Imaginée avec soin, notre nouvelle création n’attend plus que vous.'] },
  'launch.availability': [(c) => c.start && `Disponible à partir du ${c.start}.`, (c) => !c.start && 'Disponible dès maintenant.'],
  'launch.offer': [(c) => offre(c) && c.f(`Pour fêter ça, profitez de ${offre(c)}${jusquau(c)}.`, `Pour fêter ça, profite de ${offre(c)}${jusquau(c)}.`)],
  'launch.closing': [(c) => c.f('Nous espérons que cela vous plaira autant qu’à nous.', 'On espère que ça te plaira autant qu’à nous.'), (c) => c.f('Dites-nous ce que vous en pensez !', 'Dis-nous ce que tu en penses !')],

  'event.eyebrow': { neutral: [(c) => c.f('Nous vous invitons', 'On t’invite'), 'À vos agendas'], formal: ['Invitation'] },
  'event.heading': { neutral: [(c) => c.topic && `${c.f('Rejoignez-nous', 'Rejoins-nous')} : ${c.topic}`, (c) => c.topic && `Invitation : ${c.topic}`, (c) => `${c.f('Rejoignez-nous', 'Rejoins-nous')} chez ${c.brand}`], formal: [(c) => c.topic && `Invitation : ${c.topic}`, (c) => `Une invitation de ${c.brand}`], playful: [(c) => c.topic && `On compte sur ${c.f('vous', 'toi')} : ${c.topic}`, 'Retrouvons-nous !'] },
  'event.intro': { neutral: [(c) => c.f('Nous serions ravis de vous y voir. Voici les détails.', 'On serait ravis de t’y voir. Voici les détails.'), (c) => c.f('Nous organisons une rencontre et serions heureux que vous vous joigniez à nous.', 'On organise une rencontre et on serait heureux que tu te joignes à nous.')], formal: ['Nous serions honorés de vous accueillir. Vous trouverez les détails ci-dessous.'], playful: [(c) => c.f('Ce ne serait pas pareil sans vous. Voici l’essentiel.', 'Ce ne serait pas pareil sans toi. Voici l’essentiel.')] },
  'event.when': ['Date'],
  'event.time': ['Heure'],
  'event.where': ['Lieu'],
  'event.rsvp': [(c) => c.f('Dites-nous si vous pouvez venir.', 'Dis-nous si tu peux venir.'), (c) => c.f('Merci de nous confirmer votre présence.', 'Confirme-nous ta présence.')],
  'event.closing': [(c) => c.f('Au plaisir de vous y retrouver.', 'Au plaisir de t’y retrouver.'), 'À très bientôt !'],

  'cart.heading': { neutral: [(c) => c.f('Vous avez oublié quelque chose', 'Tu as oublié quelque chose'), (c) => c.f('Vous hésitez encore ?', 'Tu hésites encore ?')], playful: ['Un petit oubli ?', (c) => c.f('Votre panier se sent seul', 'Ton panier se sent seul')], formal: ['Votre sélection vous attend'], luxurious: ['Votre sélection vous attend'] },
  'cart.intro': { neutral: [(c) => c.f('Vous y étiez presque ! Les articles que vous avez choisis ne sont qu’à un clic.', 'Tu y étais presque ! Les articles que tu as choisis ne sont qu’à un clic.'), (c) => c.f('Il semble que vous n’ayez pas finalisé votre commande. Vos articles vous attendent.', 'On dirait que tu n’as pas finalisé ta commande. Tes articles t’attendent.')], formal: ['Vous avez récemment sélectionné des articles sans finaliser votre commande. Vous pouvez la reprendre à tout moment.'] },
  'cart.productsHeading': [(c) => c.f('Vous y pensez encore ?', 'Tu y penses encore ?'), (c) => c.f('Votre sélection', 'Ta sélection')],
  'cart.offer': [(c) => offre(c) && c.f(`Bonne nouvelle : profitez de ${offre(c)} en finalisant votre commande${jusquau(c)}.`, `Bonne nouvelle : profite de ${offre(c)} en finalisant ta commande${jusquau(c)}.`)],
  'cart.reassure': [(c) => c.f('Besoin d’aide pour vous décider ? Nous sommes là pour vous.', 'Besoin d’aide pour te décider ? On est là pour toi.')],

  'winback.heading': { neutral: [(c) => c.f('Vous nous manquez', 'Tu nous manques'), 'Cela faisait longtemps'], playful: ['Ça fait une paye !'], luxurious: [(c) => c.f('Vous nous avez manqué', 'Tu nous as manqué')] },
  'winback.intro': { neutral: [(c) => c.f(`Cela fait un moment que nous n’avons pas eu le plaisir de vous retrouver chez ${c.brand}, et beaucoup de choses ont changé.`, `Ça fait un moment qu’on n’a pas eu de tes nouvelles chez ${c.brand}, et beaucoup de choses ont changé.`), (c) => c.f('Nous n’avons pas eu de vos nouvelles depuis un moment, alors nous voulions prendre des vôtres.', 'On n’a pas eu de tes nouvelles depuis un moment, alors on voulait en prendre.')], formal: [(c) => `Votre dernière visite chez ${c.brand} remonte à quelque temps. Nous serions heureux de vous accueillir à nouveau.`], playful: [(c) => c.f('Que devenez-vous ? Nous avons été très occupés, et il y a beaucoup à raconter.', 'Que deviens-tu ? On a été très occupés, et il y a plein de choses à raconter.')] },
  'winback.offer': [(c) => offre(c) && c.f(`Pour fêter votre retour, profitez de ${offre(c)}${jusquau(c)}.`, `Pour fêter ton retour, profite de ${offre(c)}${jusquau(c)}.`)],
  'winback.newHeading': [(c) => c.f('Les nouveautés depuis votre dernière visite', 'Les nouveautés depuis ta dernière visite'), 'Quoi de neuf en boutique'],
  'winback.optOut': [(c) => c.f('Vous ne souhaitez plus nous lire ? Aucun souci : vous pouvez vous désabonner en bas de cet e-mail.', 'Tu ne souhaites plus nous lire ? Aucun souci : tu peux te désabonner en bas de cet e-mail.')],

  'tx.heading': [(c) => ({ order: c.f('Merci pour votre commande', 'Merci pour ta commande'), shipping: c.f('Votre commande est en route', 'Ta commande est en route'), password: c.f('Réinitialisez votre mot de passe', 'Réinitialise ton mot de passe'), booking: c.f('Votre réservation est confirmée', 'Ta réservation est confirmée'), receipt: c.f('Votre reçu', 'Ton reçu'), generic: c.f('Des nouvelles de votre compte', 'Des nouvelles de ton compte') })[c.kind ?? 'generic']],
  'tx.intro': [
    (c) =>
      ({
        order: c.f('Nous avons bien reçu votre commande et la préparons. Nous vous préviendrons dès son expédition.', 'On a bien reçu ta commande et on la prépare. On te préviendra dès son expédition.'),
        shipping: c.f('Bonne nouvelle : votre commande a quitté notre entrepôt et elle est en route.', 'Bonne nouvelle : ta commande a quitté notre entrepôt et elle est en route.'),
        password: c.f(`Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${c.brand}. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.`, `On a reçu une demande de réinitialisation du mot de passe de ton compte ${c.brand}. Si tu n’es pas à l’origine de cette demande, ignore cet e-mail.`),
        booking: c.f(`Merci d’avoir réservé chez ${c.brand}. Nous avons hâte de vous accueillir.`, `Merci d’avoir réservé chez ${c.brand}. On a hâte de t’accueillir.`),
        receipt: c.f(`Merci pour votre achat chez ${c.brand}. Cet e-mail confirme votre paiement.`, `Merci pour ton achat chez ${c.brand}. Cet e-mail confirme ton paiement.`),
        generic: c.f(`Voici des nouvelles concernant votre compte ${c.brand}.`, `Voici des nouvelles concernant ton compte ${c.brand}.`),
      })[c.kind ?? 'generic'],
  ],
  'tx.date': [(c) => c.event && `Date : ${c.event}${c.time ? `, ${c.time}` : ''}`],

  'feedback.heading': { neutral: [(c) => c.f('Votre avis nous intéresse', 'Ton avis nous intéresse'), 'Alors, comment était-ce ?'], formal: ['Votre avis compte pour nous'], playful: [(c) => c.f('Une minute ? Dites-nous tout', 'Une minute ? Dis-nous tout')] },
  'feedback.intro': { neutral: [(c) => c.f(`Votre avis nous aide à améliorer ${c.brand} pour tout le monde.`, `Ton avis nous aide à améliorer ${c.brand} pour tout le monde.`), 'Nous lisons chaque réponse pour nous améliorer.'], formal: [(c) => `Nous vous serions reconnaissants de partager votre expérience avec ${c.brand}.`], playful: ['Coup de cœur ou petite déception ? On veut tout savoir.'] },
  'feedback.ask': ['Cela ne prend qu’un instant, et notre équipe lit chaque réponse.', 'Notre équipe lit chaque réponse.'],
  'feedback.thanks': ['Merci de nous aider à progresser.', (c) => c.f('Merci pour votre temps !', 'Merci pour ton temps !')],

  'holiday.heading': { neutral: [(c) => c.holidayKind && voeu(c)], formal: [(c) => c.holidayKind && voeu(c)] },
  'holiday.intro': { neutral: [(c) => c.f(`En cette période de fêtes, nous tenons à vous remercier de faire partie de l’aventure ${c.brand}.`, `En cette période de fêtes, on tient à te remercier de faire partie de l’aventure ${c.brand}.`), (c) => `Merci de nous avoir accompagnés cette année chez ${c.brand}.`], formal: [(c) => `Au nom de toute l’équipe ${c.brand}, merci de votre fidélité.`] },
  'holiday.wishes': { neutral: [(c) => c.f('Nous vous souhaitons de merveilleux moments auprès de vos proches.', 'On te souhaite de merveilleux moments auprès de tes proches.'), (c) => c.f('Nous vous souhaitons des jours pleins de joie.', 'On te souhaite des jours pleins de joie.')], formal: ['Nous vous souhaitons, à vous et à vos proches, de belles et paisibles fêtes.'] },
  'holiday.offer': [(c) => offre(c) && c.f(`Pour fêter ça, profitez de ${offre(c)}${jusquau(c)}.`, `Pour fêter ça, profite de ${offre(c)}${jusquau(c)}.`)],
  'holiday.closing': ['Avec nos meilleurs vœux,', 'Joyeuses fêtes,'],

  'preheader.pad': [(c) => `${c.f('Découvrez', 'Découvre')} ${c.brand}.`, (c) => `À bientôt chez ${c.brand}.`, 'Tous les détails à l’intérieur.'],
  'preheader.code': [(c) => c.code && `Code ${c.code} à saisir lors de la commande.`, (c) => c.code && `${c.f('Votre', 'Ton')} code : ${c.code}.`],
  'preheader.ends': [(c) => c.deadlineShort && `Jusqu’au ${c.deadlineShort}.`, (c) => c.deadlineShort && `Fin le ${c.deadlineShort}.`],
  'preheader.date': [(c) => c.eventShort && `Le ${c.eventShort}${c.time ? ` à ${c.time}` : ''}.`, (c) => c.startShort && `Dès le ${c.startShort}.`],
  'welcome.subject': { neutral: [(c) => c.offer && `Bienvenue chez ${c.brand} : ${lower(c.offer)}`, (c) => c.offer && `${c.f('Votre', 'Ton')} cadeau de bienvenue : ${lower(c.offer)}`, (c) => `Bienvenue chez ${c.brand}`, 'Merci de nous avoir rejoints'], playful: [(c) => `Ça y est, bienvenue chez ${c.brand} !`] },
  'welcome.preheader': [(c) => offre(c) && c.code && c.f(`Votre cadeau de bienvenue : ${offre(c)} sur votre première commande avec le code ${c.code}.`, `Ton cadeau de bienvenue : ${offre(c)} sur ta première commande avec le code ${c.code}.`), (c) => c.f('Merci pour votre inscription. Voici ce qui vous attend désormais.', 'Merci pour ton inscription. Voici ce qui t’attend désormais.')],
  'promo.subject': {
    neutral: [(c) => c.offer && c.deadlineShort && `${c.offer} jusqu’au ${c.deadlineShort}`, (c) => c.offer && c.code && `${c.offer} avec le code ${c.code}`, (c) => c.offer && `${c.offer} chez ${c.brand}`, (c) => c.offer, (c) => c.topic && `${c.topic} chez ${c.brand}`, (c) => `Les coups de cœur de ${c.brand}`],
    urgent: [(c) => c.offer && `Dernière chance : ${lower(c.offer)}`],
  },
  'promo.preheader': [(c) => c.code && c.deadlineShort && c.f(`Code ${c.code} à utiliser avant le ${c.deadlineShort}. Ne passez pas à côté !`, `Code ${c.code} à utiliser avant le ${c.deadlineShort}. Ne passe pas à côté !`), (c) => c.code && c.f(`Saisissez le code ${c.code} lors de votre commande et profitez de l’offre.`, `Saisis le code ${c.code} lors de ta commande et profite de l’offre.`), (c) => c.deadlineShort && c.f(`L’offre se termine le ${c.deadlineShort} : n’attendez pas trop.`, `L’offre se termine le ${c.deadlineShort} : n’attends pas trop.`), (c) => `Les coups de cœur de ${c.brand}, sélectionnés pour ${c.f('vous', 'toi')}.`],
  'news.subject': [(c) => c.month && `${c.month.charAt(0).toUpperCase()}${c.month.slice(1)} chez ${c.brand}`, (c) => `Les nouvelles de ${c.brand}`, (c) => `Quoi de neuf chez ${c.brand} ?`],
  'news.preheader': [(c) => c.topic && `Au sommaire : ${c.topic}.`, 'Nos nouvelles, nos idées et nos coups de cœur, en quelques minutes.', 'Les nouveautés du mois, à lire en quelques minutes.'],
  'announce.subject': [(c) => c.topic && `À noter : ${c.topic}`, (c) => `Les nouvelles de ${c.brand}`, (c) => `Une annonce de ${c.brand}`],
  'announce.preheader': [(c) => c.startShort && `À partir du ${c.startShort}. Voici ce qu’il faut savoir.`, (c) => c.eventShort && `Le ${c.eventShort}. Voici ce qu’il faut savoir.`, (c) => c.f('Nous avons une nouvelle à partager avec vous. Voici ce qu’il faut savoir.', 'On a une nouvelle à partager avec toi. Voici ce qu’il faut savoir.')],
  'launch.subject': { neutral: [(c) => c.product && `Nouveau : ${c.product}`, (c) => c.product && `Voici ${c.product}`, (c) => c.topic && `Nouveau : ${c.topic}`, (c) => `Du nouveau chez ${c.brand}`] },
  'launch.preheader': [(c) => c.startShort && c.f(`Disponible dès le ${c.startShort}. Soyez parmi les premiers à le découvrir.`, `Disponible dès le ${c.startShort}. Sois parmi les premiers à le découvrir.`), (c) => offre(c) && `Pour fêter ça : ${offre(c)}. ${c.f('Soyez', 'Sois')} parmi les premiers à en profiter.`, (c) => c.f('C’est enfin là. Soyez parmi les premiers à le découvrir.', 'C’est enfin là. Sois parmi les premiers à le découvrir.')],
  'event.subject': { neutral: [(c) => c.topic && c.eventShort && `${c.topic} : rendez-vous le ${c.eventShort}`, (c) => c.topic && `Invitation : ${c.topic}`, (c) => c.eventShort && `Rendez-vous le ${c.eventShort}`, (c) => `Une invitation de ${c.brand}`], formal: [(c) => c.topic && `Invitation : ${c.topic}`, (c) => `Une invitation de ${c.brand}`] },
  'event.preheader': [(c) => c.eventShort && `Le ${c.eventShort}${c.time ? ` à ${c.time}` : ''}${c.location ? `, ${c.location}` : ''}. ${c.f('Nous serions ravis de vous y voir.', 'On serait ravis de t’y voir.')}`, (c) => c.location && `${c.location}. ${c.f('Nous serions ravis de vous y voir.', 'On serait ravis de t’y voir.')}`, (c) => c.f('Nous serions ravis de vous y voir. Voici tous les détails.', 'On serait ravis de t’y voir. Voici tous les détails.')],
  'cart.subject': { neutral: [(c) => c.f('Vous avez oublié quelque chose', 'Tu as oublié quelque chose'), (c) => c.f('Vous hésitez encore ?', 'Tu hésites encore ?'), (c) => c.product && `${c.f('Vous pensez encore à', 'Tu penses encore à')} ${c.product} ?`], playful: ['Un petit oubli ?'] },
  'cart.preheader': [(c) => offre(c) && c.f(`Finalisez votre commande et profitez de ${offre(c)}.`, `Finalise ta commande et profite de ${offre(c)}.`), (c) => c.f('Vos articles ne sont qu’à un clic. Finalisez votre commande quand vous voulez.', 'Tes articles ne sont qu’à un clic. Finalise ta commande quand tu veux.')],
  'winback.subject': { neutral: [(c) => c.offer && `${c.f('Vous nous manquez', 'Tu nous manques')} : ${lower(c.offer)}`, (c) => c.f('Vous nous manquez', 'Tu nous manques'), (c) => `Des nouvelles de ${c.brand}`] },
  'winback.preheader': [(c) => offre(c) && c.code && c.f(`Revenez et profitez de ${offre(c)} avec le code ${c.code}.`, `Reviens et profite de ${offre(c)} avec le code ${c.code}.`), (c) => c.f(`Voici les nouveautés de ${c.brand} depuis votre dernière visite.`, `Voici les nouveautés de ${c.brand} depuis ta dernière visite.`)],
  'tx.subject': [(c) => ({ order: c.f(`Votre commande ${c.brand} est confirmée`, `Ta commande ${c.brand} est confirmée`), shipping: c.f(`Votre commande ${c.brand} a été expédiée`, `Ta commande ${c.brand} a été expédiée`), password: c.f(`Réinitialisez votre mot de passe ${c.brand}`, `Réinitialise ton mot de passe ${c.brand}`), booking: c.f(`Votre réservation chez ${c.brand} est confirmée`, `Ta réservation chez ${c.brand} est confirmée`), receipt: c.f(`Votre reçu ${c.brand}`, `Ton reçu ${c.brand}`), generic: `Des nouvelles de ${c.brand}` })[c.kind ?? 'generic']],
  'tx.preheader': [(c) => ({ order: c.f('Merci pour votre commande. Voici un récapitulatif et la suite.', 'Merci pour ta commande. Voici un récapitulatif et la suite.'), shipping: c.f('Bonne nouvelle : votre commande est en route. Voici la suite.', 'Bonne nouvelle : ta commande est en route. Voici la suite.'), password: c.f('Vous avez demandé à réinitialiser votre mot de passe. Sinon, ignorez cet e-mail.', 'Tu as demandé à réinitialiser ton mot de passe. Sinon, ignore cet e-mail.'), booking: c.f('Merci pour votre réservation. Voici les détails de votre venue.', 'Merci pour ta réservation. Voici les détails de ta venue.'), receipt: c.f('Merci pour votre achat. Cet e-mail confirme votre paiement.', 'Merci pour ton achat. Cet e-mail confirme ton paiement.'), generic: c.f('Des nouvelles de votre compte. Voici ce qu’il faut savoir.', 'Des nouvelles de ton compte. Voici ce qu’il faut savoir.') })[c.kind ?? 'generic']],
  'feedback.subject': { neutral: [(c) => c.f('Votre avis nous intéresse', 'Ton avis nous intéresse'), (c) => c.f(`Racontez-nous votre expérience ${c.brand}`, `Raconte-nous ton expérience ${c.brand}`)], formal: [(c) => `Votre avis sur ${c.brand}`] },
  'feedback.preheader': [(c) => c.f('Votre avis nous aide à progresser. Cela ne prend qu’un instant.', 'Ton avis nous aide à progresser. Ça ne prend qu’un instant.'), (c) => c.f('Nous lisons chaque réponse. Dites-nous ce que vous en pensez.', 'On lit chaque réponse. Dis-nous ce que tu en penses.')],
  'holiday.subject': [(c) => c.holidayKind && c.offer && `${voeu(c)} ${c.offer}`, (c) => c.holidayKind && voeu(c).endsWith('!') && `${voeu(c).slice(0, -2)} de la part de ${c.brand} !`, (c) => c.holidayKind && voeu(c)],
  'holiday.preheader': [(c) => c.closure && !c.startShort && c.eventShort && `Horaires des fêtes : fermé le ${c.eventShort}. Tous nos vœux.`, (c) => offre(c) && c.code && `Notre cadeau : ${offre(c)} avec le code ${c.code}.`, (c) => c.closure && c.startShort && c.deadlineShort && `Horaires des fêtes : fermé du ${c.startShort} au ${c.deadlineShort}.`, (c) => c.f(`Merci de faire partie de l’aventure ${c.brand}. Tous nos vœux vous accompagnent.`, `Merci de faire partie de l’aventure ${c.brand}. Tous nos vœux t’accompagnent.`)],
} satisfies Record<CopyKey, Entry>;
