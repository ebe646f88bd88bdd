/**
 * Frases em português. Tratamento por "você" (imperativo na 3.ª pessoa: "Aproveite",
 * "Descubra"), natural tanto no Brasil como em Portugal; as poucas palavras que mudam entre as
 * duas variantes (equipe/equipa, frete/portes) seguem `c.lang` (pt-PT ou não).
 */
import type { Ctx, Entry } from '../types';
import type { CopyKey } from './en';

const pt_PT = (c: Ctx) => c.lang.toLowerCase() === 'pt-pt';
const equipe = (c: Ctx) => (pt_PT(c) ? 'equipa' : 'equipe');
const frete = (c: Ctx) => (pt_PT(c) ? 'portes grátis' : 'frete grátis');
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** A oferta numa frase: "20% de desconto em…", "até 30% de desconto", "frete grátis". */
const oferta = (c: Ctx): string | undefined => {
  if (c.discount) return `${c.upTo ? 'até ' : ''}${c.discount} de desconto${c.scope ? ` ${c.scope}` : ''}`;
  if (c.freeShipping) return c.freeShippingMin ? `${frete(c)} em compras acima de ${c.freeShippingMin}` : frete(c);
  return undefined;
};
const ate = (c: Ctx) => (c.deadline ? ` até ${c.deadline}` : '');
const votos: Record<string, string> = {
  christmas: 'Feliz Natal!', 'new-year': 'Feliz Ano Novo!', easter: 'Feliz Páscoa!', valentines: 'Feliz Dia dos Namorados!', 'mothers-day': 'Feliz Dia das Mães!', 'fathers-day': 'Feliz Dia dos Pais!', halloween: 'Feliz Halloween!', thanksgiving: 'Feliz Dia de Ação de Graças!', 'black-friday': 'Black Friday', 'cyber-monday': 'Cyber Monday', hanukkah: 'Feliz Chanucá!', summer: 'Boas férias!', generic: 'Boas festas!',
};
const voto = (c: Ctx) => votos[c.holidayKind ?? 'generic'];

export const pt = {
  greeting: { neutral: ['Olá,', 'Olá!'], formal: ['Olá,'], playful: ['Olá, olá!', 'Olá!'] },
  signoff: { neutral: ['Até breve,', 'Um abraço,'], formal: ['Atenciosamente,', 'Com os melhores cumprimentos,'], playful: ['Até já!', 'Um abraço!'], luxurious: ['Com os nossos melhores cumprimentos,', 'Atenciosamente,'], friendly: ['Um grande abraço,', 'Até breve,'] },
  signature: [(c) => `A ${equipe(c)} ${c.brand}`],
  'nav.shop': ['Loja'],
  'nav.about': ['Sobre nós'],
  'nav.blog': ['Blog'],
  'nav.contact': [(c) => (pt_PT(c) ? 'Contacto' : 'Contato')],
  'footer.unsubscribe': ['Cancelar inscrição'],
  'footer.preferences': [(c) => (pt_PT(c) ? 'Gerir preferências' : 'Gerenciar preferências')],
  'footer.legal': [(c) => `Você recebe este e-mail porque se inscreveu para receber novidades de ${c.brand}.`],
  'footer.legalTransactional': [(c) => `Você recebe este e-mail sobre a sua conta ou o seu pedido em ${c.brand}.`],
  'cta.shop': { neutral: ['Comprar agora', 'Ver a loja'], luxurious: ['Descobrir a coleção'], playful: ['Quero aproveitar', 'Ir às compras'] },
  'cta.discover': ['Descobrir', 'Saiba mais'],
  'cta.learnMore': ['Saiba mais', 'Ler mais'],
  'cta.readMore': [(c) => (pt_PT(c) ? 'Continuar a ler' : 'Continuar lendo'), 'Ler o artigo'],
  'cta.visit': [(c) => `Visitar ${c.brand}`, 'Visitar o site'],
  'cta.rsvp': ['Confirmar presença', 'Reservar o meu lugar'],
  'cta.cart': ['Voltar à loja', 'Finalizar a compra'],
  'cta.feedback': ['Dar a minha opinião', 'Responder'],
  'cta.getStarted': ['Começar', 'Conhecer a loja'],
  'cta.useCode': ['Usar o meu código', 'Comprar com o código'],
  'cta.explore': ['Explorar a coleção', 'Ver as novidades'],
  'cta.viewProduct': ['Ver produto', 'Comprar'],
  'cta.account': ['Ir para a minha conta'],
  'cta.track': ['Acompanhar o pedido'],
  'cta.reset': ['Redefinir a senha'],
  'cta.booking': ['Ver a minha reserva'],
  'cta.contact': ['Fale conosco'],
  'offer.value': [
    (c) => c.discount && `${c.upTo ? 'Até ' : ''}${c.discount} de desconto${c.scope ? ` ${c.scope}` : ''}`,
    (c) => !c.discount && c.freeShipping && (c.freeShippingMin ? `${pt_PT(c) ? 'Portes grátis' : 'Frete grátis'} acima de ${c.freeShippingMin}` : pt_PT(c) ? 'Portes grátis' : 'Frete grátis'),
  ],
  'offer.freeShipping': [(c) => c.freeShipping && (c.freeShippingMin ? `${pt_PT(c) ? 'Portes grátis' : 'Frete grátis'} em compras acima de ${c.freeShippingMin}.` : `${pt_PT(c) ? 'Portes grátis' : 'Frete grátis'} em todos os pedidos.`)],
  'offer.codeLine': [(c) => c.code && `Use o código **${c.code}** ao finalizar a compra.`],
  'coupon.description': ['Use o código ao finalizar a compra.', 'Basta inserir o código no pagamento.'],
  'coupon.expiry': [(c) => c.deadline && `Válido até ${c.deadline}`],
  'deadline.line': { neutral: [(c) => c.deadline && `A oferta é válida até ${c.deadline}.`, (c) => c.deadline && `Válido até ${c.deadline}.`], urgent: [(c) => c.deadline && `Corra: a oferta só vale até ${c.deadline}.`, (c) => c.deadline && `Última chance: a oferta vale até ${c.deadline}.`] },
  'start.line': [(c) => c.start && `A partir de ${c.start}.`],
  'range.line': [(c) => c.start && c.deadline && `De ${c.start} a ${c.deadline}.`],
  'closure.line': [(c) => c.closure && c.start && c.deadline && `Atenção: estaremos fechados de ${c.start} a ${c.deadline}.`, (c) => c.closure && !c.start && c.deadline && `Atenção: estaremos fechados em ${c.deadline}.`, (c) => c.closure && !c.start && c.event && `Atenção: estaremos fechados em ${c.event}.`],
  'audience.line': [
    (c) => ({ vip: 'Exclusivo para os nossos clientes VIP', loyal: 'Para os nossos clientes mais fiéis', 'new-customers': 'Para os nossos novos clientes', members: 'Para os nossos membros', inactive: 'Para quem nos conhece há muito tempo', teams: 'Para equipas e empresas', customers: undefined, subscribers: undefined, everyone: undefined })[c.audienceKind ?? 'everyone'],
  ],
  'holiday.name': [(c) => ({ christmas: 'Natal', 'new-year': 'Ano Novo', easter: 'Páscoa', valentines: 'Dia dos Namorados', 'mothers-day': 'Dia das Mães', 'fathers-day': 'Dia dos Pais', halloween: 'Halloween', thanksgiving: 'Ação de Graças', 'black-friday': 'Black Friday', 'cyber-monday': 'Cyber Monday', hanukkah: 'Chanucá', summer: 'férias de verão', generic: 'festas' })[c.holidayKind ?? 'generic']],
  'products.heading': { neutral: ['Os nossos favoritos do momento', 'Os mais procurados'], luxurious: ['As nossas peças de assinatura', 'A nossa seleção'], playful: ['Os queridinhos', 'Amamos estes'] },
  'products.headingSale': ['Aproveite a oferta', 'Selecionados para a promoção'],
  'products.headingNew': ['Novidades na loja', 'Acabaram de chegar'],
  'products.headingGift': ['Ideias de presente', 'Para presentear (ou guardar)'],
  'products.button': ['Comprar', 'Ver'],
  'social.heading': [(c) => `Siga ${c.brand}`, 'Vamos manter contato'],
  'contact.help': [
    (c) => c.email && `Tem alguma dúvida? Escreva para [${c.email}](mailto:${c.email}), teremos todo o gosto em ajudar.`,
    (c) => !c.email && c.phone && `Tem alguma dúvida? Ligue para [${c.phone}](tel:${c.phone.replace(/[^\d+]/g, '')}).`,
  ],

  'welcome.heading': { neutral: [(c) => `Boas-vindas ao universo ${c.brand}`, (c) => `${c.brand} dá as boas-vindas!`, 'Que bom ter você conosco!'], playful: [(c) => `Agora você faz parte do universo ${c.brand}!`], luxurious: [(c) => `Boas-vindas ao universo ${c.brand}`] },
  'welcome.intro': { neutral: ['Obrigado por se inscrever. Estamos muito felizes por ter você conosco.', 'Obrigado por se juntar a nós. Veja o que vem por aí.'], formal: ['Agradecemos a sua inscrição. É um prazer dar-lhe as boas-vindas.'], playful: ['Obrigado por se inscrever — você acabou de alegrar o nosso dia!'] },
  'welcome.expect': ['O que vem por aí', 'O que esperar de nós'],
  'welcome.benefit1': ['Novidades sobre os nossos produtos', 'Os últimos lançamentos da loja'],
  'welcome.benefit2': [(c) => `Ideias e inspiração da nossa ${equipe(c)}`, (c) => `Dicas e histórias da nossa ${equipe(c)}`],
  'welcome.benefit3': ['As nossas ofertas e eventos', 'Convites para eventos e promoções'],
  'welcome.gift': { neutral: [(c) => c.discount && `Como presente de boas-vindas, aproveite ${oferta(c)} na sua primeira compra.`] },
  'welcome.closing': { neutral: ['Que bom ter você aqui.', 'Boas descobertas!'], formal: ['Ficamos à sua disposição.'] },

  'promo.eyebrow': { neutral: ['Oferta por tempo limitado', 'Oferta especial'], urgent: ['Última chance'], luxurious: ['Uma oferta exclusiva'] },
  'promo.heading': {
    neutral: [(c) => c.offer && c.topic && `${c.topic}: ${lower(c.offer)}`, (c) => c.offer && `${c.offer} por tempo limitado`, (c) => c.offer],
    urgent: [(c) => c.offer && `Última chance: ${lower(c.offer)}`],
    playful: [(c) => oferta(c) && `Você merece: ${oferta(c)}`],
    luxurious: [(c) => oferta(c) && `Um convite especial: ${oferta(c)}`],
  },
  'promo.headingNoOffer': { neutral: [(c) => c.topic ?? `Descubra ${c.brand}`, 'Os nossos favoritos, selecionados para você'], luxurious: ['A nossa seleção mais especial'] },
  'promo.intro': {
    neutral: [(c) => oferta(c) && `Por tempo limitado, aproveite ${oferta(c)}${ate(c)}.`, (c) => oferta(c) && `Boa notícia: ${oferta(c)}${ate(c)}.`],
    urgent: [(c) => oferta(c) && `O tempo está acabando: ${oferta(c)}${ate(c)}. Não deixe para depois.`],
    playful: [(c) => oferta(c) && `Não conseguimos guardar segredo: ${oferta(c)}${ate(c)}.`],
    formal: [(c) => oferta(c) && `Temos o prazer de lhe oferecer ${oferta(c)}${ate(c)}.`],
    luxurious: [(c) => oferta(c) && `Por poucos dias, convidamos você a aproveitar ${oferta(c)}${ate(c)}.`],
  },
  'promo.introNoOffer': ['Descubra os produtos que os nossos clientes mais adoram neste momento.', (c) => `Uma seleção de favoritos da ${equipe(c)} ${c.brand}.`],
  'promo.closing': { neutral: ['Aproveite!', 'Até breve!'], formal: ['Esperamos a sua visita.'], urgent: ['Não perca.'], luxurious: ['Será um prazer receber você.'] },

  'news.heading': { neutral: [(c) => c.month && `Novidades de ${c.month} · ${c.brand}`, (c) => `Novidades de ${c.brand}`], formal: [(c) => `Newsletter ${c.brand}`] },
  'news.intro': { neutral: ['Veja o que aconteceu por aqui, numa leitura rápida.', 'Um breve resumo das nossas novidades.'], playful: ['Pegue um café: aqui estão as nossas novidades.'], formal: ['Confira abaixo as nossas últimas novidades.'] },
  'news.inThisIssue': ['Nesta edição', 'Desta vez'],
  'news.blogHeading': ['Do blog', 'Para ler com calma'],
  'news.blogText': [(c) => `Histórias, dicas e novidades da ${equipe(c)} ${c.brand}.`],
  'news.closing': ['Obrigado pela leitura — até a próxima.', 'Até a próxima edição!'],

  'announce.eyebrow': ['Novidades', 'Aviso importante'],
  'announce.heading': { neutral: [(c) => c.topic && `Novidades: ${c.topic}`, (c) => `Novidades de ${c.brand}`], formal: [(c) => c.topic && `Comunicado: ${c.topic}`, (c) => `Um comunicado da ${equipe(c)} ${c.brand}`], playful: [(c) => c.topic && `Grande novidade: ${c.topic}!`, 'Temos novidades!'] },
  'announce.intro': { neutral: [(c) => `Temos uma novidade que queremos ${pt_PT(c) ? 'partilhar' : 'compartilhar'} com você.`, 'Queríamos que você fosse dos primeiros a saber.'], formal: ['Gostaríamos de informar o seguinte.'], playful: ['Estávamos ansiosos para contar isto.'] },
  'announce.closing': ['Obrigado por estar conosco.', 'Obrigado pela confiança.'],

  'launch.eyebrow': ['Novidade', 'Acabou de chegar'],
  'launch.heading': { neutral: [(c) => c.product && `Novidade: ${c.product}`, (c) => c.product && `Chegou: ${c.product}`, (c) => c.topic && `Apresentamos ${c.topic}`, 'Chegou uma novidade'], playful: [(c) => c.product && `Chegou a hora: ${c.product}!`, (c) => c.topic && `Chegou: ${c.topic}!`], luxurious: [(c) => c.product && `Apresentamos: ${c.product}`, (c) => c.topic && `Temos o prazer de apresentar ${c.topic}`] },
  'launch.intro': { neutral: [(c) => `A ${equipe(c)} ${c.brand} estava preparando algo novo, e finalmente chegou.`, 'Finalmente chegou, e mal podemos esperar para que você descubra.'], formal: [(c) => `Temos o prazer de apresentar a mais recente novidade de ${c.brand}.`], playful: ['É novo, já chegou e estamos um pouquinho empolgados.'], luxurious: ['Criada com todo o cuidado, a nossa nova criação está pronta para ser descoberta.'] },
  'launch.availability': [(c) => c.start && `Disponível a partir de ${c.start}.`, (c) => !c.start && 'Já disponível.'],
  'launch.offer': [(c) => oferta(c) && `Para comemorar, aproveite ${oferta(c)}${ate(c)}.`],
  'launch.closing': ['Esperamos que goste tanto quanto nós.', 'Conte para nós o que achou!'],

  'event.eyebrow': { neutral: ['Convite especial', 'Reserve a data'], formal: ['Convite'] },
  'event.heading': { neutral: [(c) => c.topic && `Convite: ${c.topic}`, (c) => c.topic && `Contamos com você: ${c.topic}`, 'Venha celebrar conosco'], formal: [(c) => c.topic && `Convite: ${c.topic}`, (c) => `Um convite da ${equipe(c)} ${c.brand}`], playful: [(c) => c.topic && `Não falte: ${c.topic}!`, 'Vamos nos encontrar!'] },
  'event.intro': { neutral: ['Adoraríamos contar com a sua presença. Veja os detalhes.', 'Vamos nos reunir e gostaríamos muito que você viesse.'], formal: ['Será um prazer receber você. Confira os detalhes abaixo.'], playful: ['Sem você não seria a mesma coisa. Veja o que precisa saber.'] },
  'event.when': ['Data'],
  'event.time': ['Horário'],
  'event.where': ['Local'],
  'event.rsvp': ['Avise-nos se puder vir.', 'Por favor, confirme a sua presença.'],
  'event.closing': ['Esperamos por você.', 'Até lá!'],

  'cart.heading': { neutral: ['Você esqueceu algo', 'Ainda está pensando?'], playful: ['Esqueceu alguma coisa?', 'O seu carrinho sente a sua falta'], formal: ['A sua seleção está à sua espera'], luxurious: ['A sua seleção aguarda por você'] },
  'cart.intro': { neutral: ['Faltou pouco! Os itens que você escolheu estão a um clique de distância.', 'Parece que você não finalizou a compra. Os seus itens continuam à sua espera.'], formal: ['Você selecionou alguns itens recentemente, mas não concluiu o pedido. Pode retomá-lo a qualquer momento.'] },
  'cart.productsHeading': ['Ainda tem interesse?', 'A sua seleção'],
  'cart.offer': [(c) => oferta(c) && `Boa notícia: aproveite ${oferta(c)} ao finalizar o seu pedido${ate(c)}.`],
  'cart.reassure': ['Precisa de ajuda para decidir? Estamos aqui para isso.'],

  'winback.heading': { neutral: ['Sentimos a sua falta', 'Faz tempo que não nos vemos'], playful: ['Quanto tempo!'], luxurious: ['Sentimos a sua falta'] },
  'winback.intro': { neutral: ['Faz tempo que você não nos visita, e muita coisa mudou.', 'Faz algum tempo que não temos notícias suas, por isso quisemos dar um olá.'], formal: ['Já faz algum tempo desde a sua última visita. Teríamos todo o gosto em receber você novamente.'], playful: ['Por onde você andou? Estivemos ocupados e há muito para contar.'] },
  'winback.offer': [(c) => oferta(c) && `Para celebrar o seu ${pt_PT(c) ? 'regresso' : 'retorno'}, aproveite ${oferta(c)}${ate(c)}.`],
  'winback.newHeading': ['Novidades desde a sua última visita', 'O que há de novo na loja'],
  'winback.optOut': ['Perdeu o interesse? Sem problema: você pode cancelar a inscrição no final deste e-mail.'],

  'tx.heading': [(c) => ({ order: 'Obrigado pelo seu pedido', shipping: 'O seu pedido está a caminho', password: 'Redefina a sua senha', booking: 'A sua reserva está confirmada', receipt: 'O seu recibo', generic: 'Uma atualização sobre a sua conta' })[c.kind ?? 'generic']],
  'tx.intro': [
    (c) =>
      ({
        order: 'Recebemos o seu pedido e já o estamos preparando. Avisaremos assim que for enviado.',
        shipping: 'Boa notícia: o seu pedido saiu do nosso armazém e está a caminho.',
        password: `Recebemos um pedido para redefinir a senha da sua conta ${c.brand}. Se não foi você, pode ignorar este e-mail.`,
        booking: `Obrigado pela sua reserva. A ${equipe(c)} ${c.brand} espera por você.`,
        receipt: 'Obrigado pela sua compra. Este e-mail confirma o seu pagamento.',
        generic: `Esta é uma atualização sobre a sua conta ${c.brand}.`,
      })[c.kind ?? 'generic'],
  ],
  'tx.date': [(c) => c.event && `Data: ${c.event}${c.time ? `, ${c.time}` : ''}`],

  'feedback.heading': { neutral: ['Como foi a sua experiência?', 'Queremos saber a sua opinião'], formal: ['A sua opinião é importante para nós'], playful: ['Tem um minutinho? Conte tudo'] },
  'feedback.intro': { neutral: ['A sua opinião nos ajuda a melhorar para todos.', 'Lemos todas as respostas e usamos cada uma para melhorar.'], formal: [(c) => `Ficaríamos gratos se ${pt_PT(c) ? 'partilhasse' : 'compartilhasse'} a sua experiência conosco.`], playful: ['Adorou? Nem tanto? Queremos saber tudo.'] },
  'feedback.ask': [(c) => `Leva apenas um momento, e a nossa ${equipe(c)} lê todas as respostas.`, (c) => `Cada resposta é lida pela nossa ${equipe(c)}.`],
  'feedback.thanks': ['Obrigado por nos ajudar a melhorar.', 'Obrigado pelo seu tempo!'],

  'holiday.heading': { neutral: [(c) => c.holidayKind && voto(c)] },
  'holiday.intro': { neutral: [(c) => `Nesta época tão especial, queremos agradecer por fazer parte do universo ${c.brand}.`, 'Obrigado por estar conosco este ano.'], formal: [(c) => `Em nome de toda a ${equipe(c)} ${c.brand}, agradecemos a sua confiança.`] },
  'holiday.wishes': { neutral: ['Desejamos a você e a quem você ama dias maravilhosos.', 'Desejamos dias cheios de alegria ao lado de quem você ama.'], formal: ['Desejamos a você e à sua família dias felizes e tranquilos.'] },
  'holiday.offer': [(c) => oferta(c) && `Para comemorar, aproveite ${oferta(c)}${ate(c)}.`],
  'holiday.closing': ['Com os nossos melhores votos,', 'Boas festas,'],

  'preheader.pad': ['Descubra mais no nosso site.', (c) => `Até breve, ${equipe(c)} ${c.brand}.`, 'Todos os detalhes aqui dentro.'],
  'preheader.code': [(c) => c.code && `Use o código ${c.code} ao finalizar a compra.`, (c) => c.code && `O seu código: ${c.code}.`],
  'preheader.ends': [(c) => c.deadlineShort && `Até ${c.deadlineShort}.`, (c) => c.deadlineShort && `Válido até ${c.deadlineShort}.`],
  'preheader.date': [(c) => c.eventShort && `Em ${c.eventShort}${c.time ? `, às ${c.time}` : ''}.`, (c) => c.startShort && `A partir de ${c.startShort}.`],
  'welcome.subject': { neutral: [(c) => c.offer && `O seu presente de boas-vindas: ${lower(c.offer)}`, (c) => `Boas-vindas ao universo ${c.brand}`, 'Que bom ter você por aqui'], playful: [(c) => `Agora você faz parte do universo ${c.brand}!`] },
  'welcome.preheader': [(c) => oferta(c) && c.code && `O seu presente: ${oferta(c)} na primeira compra com o código ${c.code}.`, 'Obrigado por se inscrever. Veja o que vem por aí a partir de agora.'],
  'promo.subject': {
    neutral: [(c) => c.offer && c.deadlineShort && `${c.offer} até ${c.deadlineShort}`, (c) => c.offer && c.code && `${c.offer} com o código ${c.code}`, (c) => c.offer && `${c.offer} · ${c.brand}`, (c) => c.offer, (c) => c.topic && `${c.topic} · ${c.brand}`, (c) => `Os favoritos da ${equipe(c)} ${c.brand}`],
    urgent: [(c) => c.offer && `Última chance: ${lower(c.offer)}`],
  },
  'promo.preheader': [(c) => c.code && c.deadlineShort && `Use o código ${c.code} até ${c.deadlineShort}. Não perca!`, (c) => c.code && `Use o código ${c.code} ao finalizar a compra e aproveite a oferta.`, (c) => c.deadlineShort && `A oferta termina em ${c.deadlineShort}: não deixe para depois.`, (c) => `Os favoritos da ${equipe(c)} ${c.brand}, selecionados para você.`],
  'news.subject': [(c) => c.month && `Novidades de ${c.month} · ${c.brand}`, (c) => `Novidades de ${c.brand}`, 'O que há de novo por aqui'],
  'news.preheader': [(c) => c.topic && `Nesta edição: ${c.topic}.`, 'As nossas novidades, ideias e favoritos, numa leitura rápida.', 'O que há de novo este mês, em poucos minutos de leitura.'],
  'announce.subject': [(c) => c.topic && `Novidades: ${c.topic}`, (c) => `Novidades de ${c.brand}`, (c) => `Um aviso de ${c.brand}`],
  'announce.preheader': [(c) => c.startShort && `A partir de ${c.startShort}. Veja o que você precisa saber.`, (c) => c.eventShort && `Em ${c.eventShort}. Veja o que você precisa saber.`, 'Temos novidades para compartilhar. Veja o que você precisa saber.'],
  'launch.subject': { neutral: [(c) => c.product && `Novidade: ${c.product}`, (c) => c.product && `Chegou: ${c.product}`, (c) => c.topic && `Apresentamos ${c.topic}`, (c) => `${c.brand}: chegou uma novidade`] },
  'launch.preheader': [(c) => c.startShort && `Disponível a partir de ${c.startShort}. Seja dos primeiros a conhecer.`, (c) => oferta(c) && `Para comemorar: ${oferta(c)}. Seja dos primeiros a experimentar.`, 'Finalmente chegou. Seja dos primeiros a conhecer a novidade.'],
  'event.subject': { neutral: [(c) => c.topic && c.eventShort && `${c.topic}: em ${c.eventShort}`, (c) => c.topic && `Convite: ${c.topic}`, (c) => c.eventShort && `Um convite para ${c.eventShort}`, (c) => `Um convite da ${equipe(c)} ${c.brand}`] },
  'event.preheader': [(c) => c.eventShort && `Em ${c.eventShort}${c.time ? `, às ${c.time}` : ''}${c.location ? `, ${c.location}` : ''}. Adoraríamos ver você lá.`, (c) => c.location && `${c.location}. Adoraríamos ver você lá.`, 'Adoraríamos ver você lá. Confira todos os detalhes do evento.'],
  'cart.subject': { neutral: ['Você esqueceu algo', 'Ainda está pensando?', (c) => c.product && `Ainda pensando em ${c.product}?`] },
  'cart.preheader': [(c) => oferta(c) && `Finalize o seu pedido e aproveite ${oferta(c)}.`, 'Os seus itens estão a um clique. Finalize o pedido quando quiser.'],
  'winback.subject': { neutral: [(c) => c.offer && `Sentimos a sua falta: ${lower(c.offer)}`, 'Sentimos a sua falta', (c) => `Novidades de ${c.brand} para você`] },
  'winback.preheader': [(c) => oferta(c) && c.code && `Volte e aproveite ${oferta(c)} com o código ${c.code}.`, 'Veja o que há de novo desde a sua última visita. Sentimos a sua falta!'],
  'tx.subject': [(c) => ({ order: `${c.brand}: o seu pedido foi confirmado`, shipping: `${c.brand}: o seu pedido foi enviado`, password: `${c.brand}: redefina a sua senha`, booking: `${c.brand}: a sua reserva está confirmada`, receipt: `${c.brand}: o seu recibo`, generic: `${c.brand}: uma atualização` })[c.kind ?? 'generic']],
  'tx.preheader': [(c) => ({ order: 'Obrigado pelo seu pedido. Veja o resumo e os próximos passos.', shipping: 'Boa notícia: o seu pedido está a caminho. Veja os próximos passos.', password: 'Você pediu para redefinir a sua senha. Se não foi você, ignore este e-mail.', booking: 'Obrigado pela sua reserva. Veja os detalhes da sua visita.', receipt: 'Obrigado pela sua compra. Este e-mail confirma o seu pagamento.', generic: 'Uma atualização sobre a sua conta. Veja o que você precisa saber.' })[c.kind ?? 'generic']],
  'feedback.subject': { neutral: ['Como foi a sua experiência?', 'Conte-nos como foi a sua experiência'], formal: [(c) => `${c.brand}: a sua opinião conta`] },
  'feedback.preheader': ['A sua opinião nos ajuda a melhorar. Leva apenas um momento.', 'Lemos todas as respostas. Diga-nos o que achou, num instante.'],
  'holiday.subject': [(c) => c.holidayKind && c.offer && `${voto(c)} ${c.offer}`, (c) => c.holidayKind && voto(c).endsWith('!') && `${voto(c).slice(0, -1)} da ${equipe(c)} ${c.brand}!`, (c) => c.holidayKind && voto(c)],
  'holiday.preheader': [(c) => c.closure && !c.startShort && c.eventShort && `Horário de festas: fechado em ${c.eventShort}. Boas festas!`, (c) => oferta(c) && c.code && `O nosso presente: ${oferta(c)} com o código ${c.code}.`, (c) => c.closure && c.startShort && c.deadlineShort && `Horário de festas: fechado de ${c.startShort} a ${c.deadlineShort}.`, (c) => `Obrigado por fazer parte do universo ${c.brand}. Os nossos melhores votos para você.`],
} satisfies Record<CopyKey, Entry>;
