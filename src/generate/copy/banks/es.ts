/**
 * Banco de frases en español. Registro: `c.f(usted, tú)`. Sin adjetivos con género referidos al
 * lector ("te damos la bienvenida", no "bienvenido/a").
 */
import { lowerFirst as lower } from '../format';
import type { Ctx, Entry } from '../types';
import type { CopyKey } from './en';

/** The offer inside a sentence: "un 20 % de descuento en…", "hasta un 30 %…", "10 € de descuento", "envío gratis". */
const oferta = (c: Ctx): string | undefined => {
  if (c.discount) {
    const scope = c.scope ? ` ${c.scope}` : '';
    if (c.amount) return `${c.upTo ? 'hasta ' : ''}${c.discount} de descuento${scope}`;
    return `${c.upTo ? 'hasta un' : 'un'} ${c.discount} de descuento${scope}`;
  }
  if (c.freeShipping) return c.freeShippingMin ? `envío gratis en pedidos de más de ${c.freeShippingMin}` : 'envío gratis';
  return undefined;
};
const hasta = (c: Ctx) => (c.deadline ? ` hasta el ${c.deadline}` : '');
const saludos: Record<string, string> = {
  christmas: '¡Feliz Navidad!', 'new-year': '¡Feliz Año Nuevo!', easter: '¡Felices Pascuas!', valentines: '¡Feliz San Valentín!', 'mothers-day': '¡Feliz Día de la Madre!', 'fathers-day': '¡Feliz Día del Padre!', halloween: '¡Feliz Halloween!', thanksgiving: '¡Feliz Día de Acción de Gracias!', 'black-friday': 'Black Friday', 'cyber-monday': 'Cyber Monday', hanukkah: '¡Feliz Janucá!', summer: '¡Felices vacaciones!', generic: '¡Felices fiestas!',
};
const saludo = (c: Ctx) => saludos[c.holidayKind ?? 'generic'];

export const es = {
  greeting: { neutral: [(c) => c.f('Hola:', '¡Hola!'), 'Hola,'], formal: ['Buenos días:', 'Hola:'], playful: ['¡Hola, hola!', '¡Hola!'] },
  signoff: { neutral: ['Hasta pronto,', 'Un saludo,'], formal: [(c) => c.f('Atentamente,', 'Un abrazo,'), (c) => c.f('Saludos cordiales,', 'Hasta pronto,')], playful: ['¡Hasta la próxima!', '¡Un abrazo!'], luxurious: [(c) => c.f('Con nuestros mejores deseos,', 'Con cariño,'), (c) => c.f('Atentamente,', 'Hasta pronto,')], friendly: ['Un abrazo,', 'Hasta pronto,'] },
  signature: [(c) => `El equipo de ${c.brand}`],
  'nav.shop': ['Tienda'],
  'nav.about': ['Quiénes somos'],
  'nav.blog': ['Blog'],
  'nav.contact': ['Contacto'],
  'footer.unsubscribe': ['Darse de baja'],
  'footer.preferences': ['Gestionar preferencias'],
  'footer.legal': [(c) => `Recibes este correo porque te suscribiste a las novedades de ${c.brand}.`],
  'footer.legalTransactional': [(c) => `Recibes este correo en relación con tu cuenta o tu pedido en ${c.brand}.`],
  'cta.shop': { neutral: [(c) => c.f('Comprar ahora', 'Comprar ahora'), (c) => c.f('Ver la tienda', 'Ir a la tienda')], luxurious: ['Descubrir la colección'], playful: [(c) => c.f('Dese un capricho', 'Date un capricho'), '¡A comprar!'] },
  'cta.discover': [(c) => c.f('Descúbralo', 'Descúbrelo'), 'Descubrir más'],
  'cta.learnMore': ['Más información', 'Saber más'],
  'cta.readMore': ['Leer más', 'Seguir leyendo'],
  'cta.visit': [(c) => `Visitar ${c.brand}`, 'Visitar la web'],
  'cta.rsvp': ['Reservar mi plaza', 'Confirmar asistencia'],
  'cta.cart': ['Volver a la tienda', 'Completar mi compra'],
  'cta.feedback': ['Dar mi opinión', 'Responder'],
  'cta.getStarted': ['Empezar', 'Descubrir la tienda'],
  'cta.useCode': ['Usar mi código', 'Comprar con mi código'],
  'cta.explore': ['Explorar la colección', 'Ver las novedades'],
  'cta.viewProduct': ['Ver producto', 'Comprar'],
  'cta.account': ['Ir a mi cuenta'],
  'cta.track': ['Seguir mi pedido'],
  'cta.reset': ['Restablecer mi contraseña'],
  'cta.booking': ['Ver mi reserva'],
  'cta.order': ['Ver mi pedido'],
  'cta.invoice': ['Ver mi factura'],
  'cta.payment': ['Actualizar mi método de pago'],
  'cta.appointment': ['Gestionar mi cita'],
  'cta.verify': ['Verificar mi cuenta'],
  'cta.contact': ['Contactar'],
  'offer.value': [
    (c) => c.discount && `${c.upTo ? `Hasta ${c.amount ? '' : 'un '}` : ''}${c.discount} de descuento${c.scope ? ` ${c.scope}` : ''}`,
    (c) => !c.discount && c.freeShipping && (c.freeShippingMin ? `Envío gratis a partir de ${c.freeShippingMin}` : 'Envío gratis'),
  ],
  'offer.freeShipping': [(c) => c.freeShipping && (c.freeShippingMin ? `Envío gratis en pedidos de más de ${c.freeShippingMin}.` : 'Envío gratis en todos los pedidos.')],
  'offer.codeLine': [(c) => c.code && c.f(`Introduzca el código **${c.code}** al finalizar la compra.`, `Introduce el código **${c.code}** al finalizar la compra.`)],
  'coupon.description': [(c) => c.f('Introduzca el código al finalizar la compra.', 'Introduce el código al finalizar la compra.'), (c) => c.f('Aplique el código en la caja.', 'Aplica el código en la caja.')],
  'coupon.expiry': [(c) => c.deadline && `Válido hasta el ${c.deadline}`],
  'deadline.line': { neutral: [(c) => c.deadline && `La oferta termina el ${c.deadline}.`, (c) => c.deadline && `Válido hasta el ${c.deadline}.`], urgent: [(c) => c.deadline && c.f(`Dese prisa: todo termina el ${c.deadline}.`, `Date prisa: todo termina el ${c.deadline}.`), (c) => c.deadline && `Última oportunidad: la oferta termina el ${c.deadline}.`] },
  'start.line': [(c) => c.start && `A partir del ${c.start}.`, (c) => c.start && `Desde el ${c.start}.`],
  'range.line': [(c) => c.start && c.deadline && `Del ${c.start} al ${c.deadline}.`],
  'closure.line': [(c) => c.closure && c.start && c.deadline && `Les informamos de que permaneceremos cerrados del ${c.start} al ${c.deadline}.`, (c) => c.closure && !c.start && c.deadline && `Les informamos de que permaneceremos cerrados el ${c.deadline}.`, (c) => c.closure && !c.start && c.event && `Les informamos de que permaneceremos cerrados el ${c.event}.`],
  'audience.line': [
    (c) => ({ vip: 'En exclusiva para nuestros clientes VIP', loyal: 'Para nuestros clientes más fieles', 'new-customers': 'Para nuestros nuevos clientes', members: 'Para nuestros socios', inactive: 'Para quienes nos conocen desde hace tiempo', teams: 'Para equipos y empresas', customers: undefined, subscribers: undefined, everyone: undefined })[c.audienceKind ?? 'everyone'],
  ],
  'holiday.name': [(c) => ({ christmas: 'Navidad', 'new-year': 'Año Nuevo', easter: 'Pascua', valentines: 'San Valentín', 'mothers-day': 'Día de la Madre', 'fathers-day': 'Día del Padre', halloween: 'Halloween', thanksgiving: 'Acción de Gracias', 'black-friday': 'Black Friday', 'cyber-monday': 'Cyber Monday', hanukkah: 'Janucá', summer: 'vacaciones de verano', generic: 'fiestas' })[c.holidayKind ?? 'generic']],
  'products.heading': { neutral: ['Nuestros favoritos del momento', 'Los más populares'], luxurious: ['Nuestra selección', 'Piezas escogidas'], playful: ['Los que más gustan', 'Nos encantan'] },
  'products.headingSale': ['Aproveche la oferta', 'Seleccionados para la oferta'],
  'products.headingNew': ['Novedades en la tienda', 'Lo último'],
  'products.headingGift': ['Ideas para regalar', 'Regalos que gustan'],
  'products.button': ['Comprar', 'Ver'],
  'social.heading': [(c) => `Sigue a ${c.brand}`, 'Sigamos en contacto'],
  'contact.help': [
    (c) => c.email && c.f(`¿Tiene alguna pregunta? Escríbanos a [${c.email}](mailto:${c.email}) y le ayudaremos encantados.`, `¿Tienes alguna pregunta? Escríbenos a [${c.email}](mailto:${c.email}) y te ayudaremos encantados.`),
    (c) => !c.email && c.phone && c.f(`¿Tiene alguna pregunta? Llámenos al [${c.phone}](tel:${c.phone.replace(/[^\d+]/g, '')}).`, `¿Tienes alguna pregunta? Llámanos al [${c.phone}](tel:${c.phone.replace(/[^\d+]/g, '')}).`),
  ],

  'welcome.heading': { neutral: [(c) => c.f(`Le damos la bienvenida a ${c.brand}`, `Te damos la bienvenida a ${c.brand}`), (c) => c.f(`Es un placer darle la bienvenida a ${c.brand}`, `¡Qué alegría tenerte en ${c.brand}!`)], formal: [(c) => `Le damos la bienvenida a ${c.brand}`], playful: [(c) => `¡Ya formas parte de ${c.brand}!`], luxurious: [(c) => c.f(`Le damos la bienvenida al universo ${c.brand}`, `Te damos la bienvenida al universo ${c.brand}`)] },
  'welcome.intro': { neutral: [(c) => c.f('Gracias por suscribirse. Nos alegra mucho contar con usted.', 'Gracias por suscribirte. Nos alegra mucho que estés aquí.'), (c) => c.f('Gracias por unirse a nosotros. Esto es lo que le espera.', 'Gracias por unirte. Esto es lo que te espera.')], formal: [(c) => c.f('Gracias por suscribirse. Es un placer darle la bienvenida.', 'Gracias por suscribirte. Es un placer darte la bienvenida.')], playful: [(c) => c.f('Gracias por suscribirse: nos ha alegrado el día.', 'Gracias por suscribirte: ¡nos has alegrado el día!')] },
  'welcome.expect': [(c) => c.f('Lo que le espera', 'Lo que te espera'), 'Lo que viene ahora'],
  'welcome.benefit1': ['Novedades sobre nuestros productos', 'Las últimas novedades de la tienda'],
  'welcome.benefit2': ['Ideas e inspiración de nuestro equipo', 'Consejos e historias de nuestro equipo'],
  'welcome.benefit3': ['Nuestras ofertas y eventos', 'Invitaciones a eventos y ofertas'],
  'welcome.gift': { neutral: [(c) => c.discount && c.f(`Como regalo de bienvenida, disfrute de ${oferta(c)} en su primer pedido.`, `Como regalo de bienvenida, disfruta de ${oferta(c)} en tu primer pedido.`)] },
  'welcome.closing': { neutral: [(c) => c.f('Nos alegra tenerle aquí.', 'Nos alegra tenerte aquí.'), '¡Que lo disfrutes!'], formal: ['Quedamos a su disposición.'] },

  'promo.eyebrow': { neutral: ['Oferta por tiempo limitado', 'Oferta especial'], urgent: ['Última oportunidad'], luxurious: ['Una oferta exclusiva'] },
  'promo.heading': {
    neutral: [(c) => c.offer && c.topic && `${c.topic}: ${lower(c.offer)}`, (c) => c.offer && `${c.offer} por tiempo limitado`, (c) => c.offer],
    urgent: [(c) => c.offer && `Última oportunidad: ${lower(c.offer)}`],
    playful: [(c) => c.offer && c.f(`Dese un capricho: ${oferta(c)}`, `Date un capricho: ${oferta(c)}`)],
  },
  'promo.headingNoOffer': { neutral: [(c) => c.topic ?? `${c.f('Descubra', 'Descubre')} ${c.brand}`, 'Una selección de nuestros favoritos'], luxurious: ['Nuestra selección más especial'] },
  'promo.intro': {
    neutral: [(c) => oferta(c) && c.f(`Por tiempo limitado, disfrute de ${oferta(c)}${hasta(c)}.`, `Por tiempo limitado, disfruta de ${oferta(c)}${hasta(c)}.`), (c) => oferta(c) && `Buenas noticias: ${oferta(c)}${hasta(c)}.`],
    urgent: [(c) => oferta(c) && c.f(`El tiempo se acaba: ${oferta(c)}${hasta(c)}. No lo deje para más tarde.`, `El tiempo se acaba: ${oferta(c)}${hasta(c)}. No lo dejes para más tarde.`)],
    playful: [(c) => oferta(c) && `No podíamos guardárnoslo: ${oferta(c)}${hasta(c)}.`],
    formal: [(c) => oferta(c) && `Nos complace ofrecerle ${oferta(c)}${hasta(c)}.`],
    luxurious: [(c) => oferta(c) && c.f(`Durante unos días, le invitamos a disfrutar de ${oferta(c)}${hasta(c)}.`, `Durante unos días, te invitamos a disfrutar de ${oferta(c)}${hasta(c)}.`)],
  },
  'promo.introNoOffer': [(c) => c.f('Descubra los productos que más gustan a nuestros clientes.', 'Descubre los productos que más gustan a nuestros clientes.'), (c) => `Una selección de favoritos de ${c.brand}.`],
  'promo.closing': { neutral: [(c) => c.f('¡Que lo disfrute!', '¡Que lo disfrutes!'), '¡Hasta pronto!'], formal: ['Esperamos su visita.'], urgent: [(c) => c.f('No se lo pierda.', 'No te lo pierdas.')], luxurious: [(c) => c.f('Será un placer recibirle.', 'Será un placer recibirte.')] },

  'news.heading': { neutral: [(c) => c.month && `${c.month.charAt(0).toUpperCase()}${c.month.slice(1)} en ${c.brand}`, (c) => `Novedades de ${c.brand}`], formal: [(c) => `Boletín de ${c.brand}${c.month ? ` · ${c.month}` : ''}`] },
  'news.intro': { neutral: ['Esto es lo que ha pasado últimamente, en una lectura breve.', 'Un breve resumen de nuestras novedades.'], playful: [(c) => c.f('Prepárese un café: aquí van nuestras novedades.', 'Prepárate un café: aquí van nuestras novedades.')], formal: ['A continuación encontrará nuestras últimas novedades.'] },
  'news.inThisIssue': ['En este número', 'Esta vez'],
  'news.blogHeading': ['Del blog', 'Para leer con calma'],
  'news.blogText': [(c) => `Historias, consejos y novedades del equipo de ${c.brand}.`],
  'news.closing': ['Gracias por leernos. ¡Hasta la próxima!', '¡Hasta el próximo número!'],

  'announce.eyebrow': ['Novedades', 'Aviso importante'],
  'announce.heading': { neutral: [(c) => c.topic && `Novedades: ${c.topic}`, (c) => `Novedades de ${c.brand}`], formal: [(c) => c.topic && `Comunicado: ${c.topic}`, (c) => `Un comunicado de ${c.brand}`], playful: [(c) => c.topic && `¡Gran noticia: ${c.topic}!`, '¡Tenemos noticias!'] },
  'announce.intro': { neutral: [(c) => c.f('Tenemos una noticia que queremos compartir con usted.', 'Tenemos una noticia que queremos compartir contigo.'), (c) => c.f('Queríamos que fuera de los primeros en saberlo.', 'Queríamos que fueras de los primeros en saberlo.')], formal: [(c) => c.f('Nos complace informarle de lo siguiente.', 'Queremos informarte de lo siguiente.')], playful: ['Estábamos deseando contártelo.'] },
  'announce.closing': ['Gracias por seguir con nosotros.', 'Gracias por su confianza.'],

  'launch.eyebrow': ['Novedad', 'Recién llegado'],
  'launch.heading': { neutral: [(c) => c.product && `Novedad: ${c.product}`, (c) => c.product && `Ya está aquí: ${c.product}`, (c) => c.topic && `Presentamos ${c.topic}`, 'Ya ha llegado algo nuevo'], playful: [(c) => c.product && `¡Ya está aquí: ${c.product}!`, (c) => c.topic && `¡Ya está aquí: ${c.topic}!`], luxurious: [(c) => c.product && `${c.f('Le presentamos', 'Te presentamos')}: ${c.product}`, (c) => c.topic && `${c.f('Le presentamos', 'Te presentamos')} ${c.topic}`] },
  'launch.intro': { neutral: [(c) => `Llevábamos tiempo trabajando en algo nuevo en ${c.brand} y por fin está aquí.`, (c) => c.f('Por fin está aquí y estamos deseando que lo descubra.', 'Por fin está aquí y estamos deseando que lo descubras.')], formal: [(c) => `${c.f('Nos complace presentarle', 'Nos encanta presentarte')} la última novedad de ${c.brand}.`], playful: ['Es nuevo, ya está aquí y estamos un poco emocionados.'], luxurious: ['Creada con mimo, nuestra nueva creación ya está lista para ser descubierta.'] },
  'launch.availability': [(c) => c.start && `Disponible a partir del ${c.start}.`, (c) => !c.start && 'Ya disponible.'],
  'launch.offer': [(c) => oferta(c) && c.f(`Para celebrarlo, disfrute de ${oferta(c)}${hasta(c)}.`, `Para celebrarlo, disfruta de ${oferta(c)}${hasta(c)}.`)],
  'launch.closing': [(c) => c.f('Esperamos que le guste tanto como a nosotros.', 'Esperamos que te guste tanto como a nosotros.'), (c) => c.f('¡Cuéntenos qué le parece!', '¡Cuéntanos qué te parece!')],

  'event.eyebrow': { neutral: [(c) => c.f('Le invitamos', 'Te invitamos'), 'Reserva la fecha'], formal: ['Invitación'] },
  'event.heading': { neutral: [(c) => c.topic && `${c.f('Acompáñenos', 'Acompáñanos')}: ${c.topic}`, (c) => c.topic && `Invitación: ${c.topic}`, (c) => `${c.f('Acompáñenos', 'Acompáñanos')} en ${c.brand}`], formal: [(c) => c.topic && `Invitación: ${c.topic}`, (c) => `Una invitación de ${c.brand}`], playful: [(c) => c.topic && `¡No faltes: ${c.topic}!`, '¡Nos vemos allí!'] },
  'event.intro': { neutral: [(c) => c.f('Nos encantaría contar con usted. Estos son los detalles.', 'Nos encantaría contar contigo. Estos son los detalles.'), (c) => c.f('Vamos a reunirnos y nos gustaría que nos acompañara.', 'Vamos a reunirnos y nos gustaría que nos acompañaras.')], formal: ['Será un placer recibirle. A continuación encontrará los detalles.'], playful: ['Sin ti no sería lo mismo. Esto es lo que necesitas saber.'] },
  'event.when': ['Fecha'],
  'event.time': ['Hora'],
  'event.where': ['Lugar'],
  'event.rsvp': [(c) => c.f('Díganos si podrá venir.', 'Dinos si podrás venir.'), (c) => c.f('Confírmenos su asistencia, por favor.', 'Confírmanos tu asistencia, por favor.')],
  'event.closing': [(c) => c.f('Esperamos verle pronto.', 'Esperamos verte pronto.'), '¡Nos vemos allí!'],

  'cart.heading': { neutral: [(c) => c.f('Se ha dejado algo', 'Te has dejado algo'), (c) => c.f('¿Todavía se lo está pensando?', '¿Todavía te lo estás pensando?')], playful: [(c) => c.f('¿Se le olvida algo?', '¿Se te olvida algo?')], formal: ['Su selección le está esperando'], luxurious: ['Su selección le espera'] },
  'cart.intro': { neutral: [(c) => c.f('¡Estaba a un paso! Los artículos que eligió siguen a un clic.', '¡Estabas a un paso! Los artículos que elegiste siguen a un clic.'), (c) => c.f('Parece que no terminó su compra. Sus artículos le siguen esperando.', 'Parece que no terminaste tu compra. Tus artículos te siguen esperando.')], formal: ['Hace poco seleccionó algunos artículos, pero no completó su pedido. Puede retomarlo cuando quiera.'] },
  'cart.productsHeading': [(c) => c.f('¿Sigue pensándolo?', '¿Sigues pensándolo?'), (c) => c.f('Su selección', 'Tu selección')],
  'cart.offer': [(c) => oferta(c) && c.f(`Buenas noticias: disfrute de ${oferta(c)} si completa su pedido${hasta(c)}.`, `Buenas noticias: disfruta de ${oferta(c)} si completas tu pedido${hasta(c)}.`)],
  'cart.reassure': [(c) => c.f('¿Necesita ayuda para decidirse? Estaremos encantados de ayudarle.', '¿Necesitas ayuda para decidirte? Estaremos encantados de ayudarte.')],

  'winback.heading': { neutral: [(c) => c.f('Le echamos de menos', 'Te echamos de menos'), 'Ha pasado mucho tiempo'], playful: ['¡Cuánto tiempo!'], luxurious: [(c) => c.f('Le hemos echado de menos', 'Te hemos echado de menos')] },
  'winback.intro': { neutral: [(c) => c.f(`Hace tiempo que no le vemos por ${c.brand}, y han cambiado muchas cosas.`, `Hace tiempo que no te vemos por ${c.brand}, y han cambiado muchas cosas.`), (c) => c.f('Hace un tiempo que no sabemos de usted y queríamos saludarle.', 'Hace un tiempo que no sabemos de ti y queríamos saludarte.')], formal: [(c) => `Ha pasado un tiempo desde su última visita a ${c.brand}. Nos encantaría volver a recibirle.`], playful: [(c) => c.f('¿Dónde se había metido? Hemos estado muy ocupados y hay mucho que contarle.', '¿Dónde te habías metido? Hemos estado muy ocupados y hay mucho que contarte.')] },
  'winback.offer': [(c) => oferta(c) && c.f(`Para darle la bienvenida de nuevo, disfrute de ${oferta(c)}${hasta(c)}.`, `Para darte la bienvenida de nuevo, disfruta de ${oferta(c)}${hasta(c)}.`)],
  'winback.newHeading': [(c) => c.f('Novedades desde su última visita', 'Novedades desde tu última visita'), 'Lo nuevo en la tienda'],
  'winback.optOut': [(c) => c.f('¿Ya no le interesa? Lo entendemos: puede darse de baja al final de este correo.', '¿Ya no te interesa? Lo entendemos: puedes darte de baja al final de este correo.')],

  'tx.heading': [
    (c) =>
      ({
        order: c.f('Gracias por su pedido', 'Gracias por tu pedido'),
        'order-update': c.f('Novedades sobre su pedido', 'Novedades sobre tu pedido'),
        shipping: c.f('Su pedido está en camino', 'Tu pedido está en camino'),
        delivered: c.f('Su pedido ha sido entregado', 'Tu pedido ha sido entregado'),
        delay: c.f('Su pedido se retrasa', 'Tu pedido se retrasa'),
        cancellation: 'Cancelación confirmada',
        refund: c.f('Su reembolso', 'Tu reembolso'),
        password: c.f('Restablezca su contraseña', 'Restablece tu contraseña'),
        verification: c.f('Verifique su cuenta', 'Verifica tu cuenta'),
        security: c.f('Aviso de seguridad sobre su cuenta', 'Aviso de seguridad sobre tu cuenta'),
        booking: c.f('Su reserva está confirmada', 'Tu reserva está confirmada'),
        appointment: c.f('Su próxima cita', 'Tu próxima cita'),
        receipt: c.f('Su recibo', 'Tu recibo'),
        invoice: c.f('Su factura', 'Tu factura'),
        'payment-failed': c.f('No hemos podido procesar su pago', 'No hemos podido procesar tu pago'),
        generic: `Novedades de ${c.brand}`,
      })[c.kind ?? 'generic'],
  ],
  'tx.intro': [
    (c) =>
      ({
        order: c.f('Hemos recibido su pedido y ya lo estamos preparando.', 'Hemos recibido tu pedido y ya lo estamos preparando.'),
        'order-update': c.f('Le escribimos con novedades sobre su pedido.', 'Te escribimos con novedades sobre tu pedido.'),
        shipping: c.f('Buenas noticias: su pedido ya va de camino.', 'Buenas noticias: tu pedido ya va de camino.'),
        delivered: c.f('Su pedido ha sido entregado. Esperamos que lo disfrute.', 'Tu pedido ha sido entregado. ¡Esperamos que lo disfrutes!'),
        delay: c.f('Lo sentimos: su pedido está tardando más de lo previsto.', 'Lo sentimos: tu pedido está tardando más de lo previsto.'),
        cancellation: c.f('Le confirmamos la cancelación. Aquí tiene los detalles.', 'Te confirmamos la cancelación. Aquí tienes los detalles.'),
        refund: c.f('Aquí tiene los detalles de su reembolso.', 'Aquí tienes los detalles de tu reembolso.'),
        password: c.f(`Hemos recibido una solicitud para restablecer la contraseña de su cuenta de ${c.brand}. Si no la ha hecho usted, puede ignorar este correo.`, `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${c.brand}. Si no la has hecho tú, puedes ignorar este correo.`),
        verification: c.f(`Verifique su cuenta de ${c.brand}, por favor. Si no lo ha solicitado usted, puede ignorar este correo.`, `Verifica tu cuenta de ${c.brand}, por favor. Si no lo has solicitado tú, puedes ignorar este correo.`),
        security: c.f(`Le escribimos con un aviso de seguridad importante sobre su cuenta de ${c.brand}.`, `Te escribimos con un aviso de seguridad importante sobre tu cuenta de ${c.brand}.`),
        booking: c.f(`Gracias por reservar con ${c.brand}. Le esperamos con ilusión.`, `Gracias por reservar con ${c.brand}. ¡Te esperamos con ilusión!`),
        appointment: c.f(`Aquí tiene los detalles de su cita con ${c.brand}.`, `Aquí tienes los detalles de tu cita con ${c.brand}.`),
        receipt: c.f(`Gracias por su pago a ${c.brand}. Este correo es su recibo.`, `Gracias por tu pago a ${c.brand}. Este correo es tu recibo.`),
        invoice: c.f(`Aquí tiene su factura de ${c.brand}.`, `Aquí tienes tu factura de ${c.brand}.`),
        'payment-failed': c.f('No hemos podido procesar su pago. Por favor, revise o actualice sus datos de pago.', 'No hemos podido procesar tu pago. Por favor, revisa o actualiza tus datos de pago.'),
        generic: c.f(`Le escribimos con novedades de ${c.brand}.`, `Te escribimos con novedades de ${c.brand}.`),
      })[c.kind ?? 'generic'],
  ],
  'tx.date': [(c) => c.event && `Fecha: ${c.event}${c.time ? `, ${c.time}` : ''}`],

  'feedback.heading': { neutral: ['¿Qué tal lo hemos hecho?', (c) => c.f('Nos encantaría conocer su opinión', 'Nos encantaría conocer tu opinión')], formal: ['Su opinión es importante para nosotros'], playful: [(c) => c.f('¿Tiene un minuto? Cuéntenoslo todo', '¿Tienes un minuto? Cuéntanoslo todo')] },
  'feedback.intro': { neutral: [(c) => c.f(`Su opinión nos ayuda a mejorar ${c.brand} para todos.`, `Tu opinión nos ayuda a mejorar ${c.brand} para todos.`), 'Leemos todas las respuestas y las usamos para mejorar.'], formal: [(c) => `Le agradeceríamos que compartiera su experiencia con ${c.brand}.`], playful: ['¿Te encanta? ¿No tanto? Queremos saberlo todo.'] },
  'feedback.ask': ['Solo lleva un momento, y nuestro equipo lee todas las respuestas.', 'Nuestro equipo lee todas las respuestas.'],
  'feedback.thanks': ['Gracias por ayudarnos a mejorar.', (c) => c.f('¡Gracias por su tiempo!', '¡Gracias por tu tiempo!')],

  'holiday.heading': { neutral: [(c) => c.holidayKind && saludo(c)], formal: [(c) => c.holidayKind && `${saludo(c)}`] },
  'holiday.intro': { neutral: [(c) => c.f(`En estas fechas tan especiales, queremos darle las gracias por formar parte de ${c.brand}.`, `En estas fechas tan especiales, queremos darte las gracias por formar parte de ${c.brand}.`), (c) => c.f(`Gracias por acompañarnos en ${c.brand} este año.`, `Gracias por acompañarnos en ${c.brand} este año.`)], formal: [(c) => `En nombre de todo el equipo de ${c.brand}, gracias por su confianza.`] },
  'holiday.wishes': { neutral: [(c) => c.f('Le deseamos unos días maravillosos junto a los suyos.', 'Te deseamos unos días maravillosos junto a los tuyos.'), (c) => c.f('Le deseamos unos días llenos de alegría.', 'Te deseamos unos días llenos de alegría.')], formal: ['Le deseamos a usted y a su familia unos días felices y tranquilos.'] },
  'holiday.offer': [(c) => oferta(c) && c.f(`Para celebrarlo, disfrute de ${oferta(c)}${hasta(c)}.`, `Para celebrarlo, disfruta de ${oferta(c)}${hasta(c)}.`)],
  'holiday.closing': ['Con nuestros mejores deseos,', '¡Felices fiestas!'],

  'preheader.pad': [(c) => `${c.f('Descubra', 'Descubre')} más en ${c.brand}.`, (c) => `Hasta pronto en ${c.brand}.`, 'Todos los detalles, dentro.'],
  'preheader.code': [(c) => c.code && `Código ${c.code} al finalizar la compra.`, (c) => c.code && `${c.f('Su', 'Tu')} código: ${c.code}.`],
  'preheader.ends': [(c) => c.deadlineShort && `Termina el ${c.deadlineShort}.`, (c) => c.deadlineShort && `Válido hasta el ${c.deadlineShort}.`],
  'preheader.date': [(c) => c.eventShort && `El ${c.eventShort}${c.time ? ` a las ${c.time}` : ''}.`, (c) => c.startShort && `Desde el ${c.startShort}.`],
  'welcome.subject': { neutral: [(c) => c.offer && `${c.f('Su', 'Tu')} regalo de bienvenida: ${lower(c.offer)}`, (c) => c.f(`Le damos la bienvenida a ${c.brand}`, `Te damos la bienvenida a ${c.brand}`), (c) => c.f(`Gracias por unirse a ${c.brand}`, `Gracias por unirte a ${c.brand}`)], playful: [(c) => `¡Ya formas parte de ${c.brand}!`] },
  'welcome.preheader': [(c) => oferta(c) && c.code && c.f(`Su regalo de bienvenida: ${oferta(c)} en su primer pedido con el código ${c.code}.`, `Tu regalo de bienvenida: ${oferta(c)} en tu primer pedido con el código ${c.code}.`), (c) => c.f('Gracias por suscribirse. Esto es lo que le espera a partir de ahora.', 'Gracias por suscribirte. Esto es lo que te espera a partir de ahora.')],
  'promo.subject': {
    neutral: [(c) => c.offer && c.deadlineShort && `${c.offer} hasta el ${c.deadlineShort}`, (c) => c.offer && c.code && `${c.offer} con el código ${c.code}`, (c) => c.offer && `${c.offer} en ${c.brand}`, (c) => c.offer, (c) => c.topic && `${c.topic} en ${c.brand}`, (c) => `Favoritos de ${c.brand}`],
    urgent: [(c) => c.offer && `Última oportunidad: ${lower(c.offer)}`],
  },
  'promo.preheader': [(c) => c.code && c.deadlineShort && c.f(`Use el código ${c.code} antes del ${c.deadlineShort}. ¡No se lo pierda!`, `Usa el código ${c.code} antes del ${c.deadlineShort}. ¡No te lo pierdas!`), (c) => c.code && c.f(`Use el código ${c.code} al finalizar la compra y disfrute de la oferta.`, `Usa el código ${c.code} al finalizar la compra y disfruta de la oferta.`), (c) => c.deadlineShort && c.f(`La oferta termina el ${c.deadlineShort}: no espere demasiado.`, `La oferta termina el ${c.deadlineShort}: no esperes demasiado.`), (c) => `Nuestros favoritos de ${c.brand}, seleccionados para ${c.f('usted', 'ti')}.`],
  'news.subject': [(c) => c.month && `${c.month.charAt(0).toUpperCase()}${c.month.slice(1)} en ${c.brand}`, (c) => `Novedades de ${c.brand}`, (c) => `Lo último de ${c.brand}`],
  'news.preheader': [(c) => c.topic && `En este número: ${c.topic}.`, 'Nuestras novedades, ideas y favoritos en una lectura breve.', 'Lo nuevo de este mes, en pocos minutos de lectura.'],
  'announce.subject': [(c) => c.topic && `Novedades: ${c.topic}`, (c) => `Novedades de ${c.brand}`, (c) => `Un aviso de ${c.brand}`],
  'announce.preheader': [(c) => c.startShort && `A partir del ${c.startShort}. Esto es lo que ${c.f('necesita', 'necesitas')} saber.`, (c) => c.eventShort && `El ${c.eventShort}. Esto es lo que ${c.f('necesita', 'necesitas')} saber.`, (c) => c.f('Tenemos novedades que compartir con usted. Esto es lo que necesita saber.', 'Tenemos novedades que compartir contigo. Esto es lo que necesitas saber.')],
  'launch.subject': { neutral: [(c) => c.product && `Novedad: ${c.product}`, (c) => c.product && `Ya está aquí: ${c.product}`, (c) => c.topic && `Presentamos ${c.topic}`, (c) => `Novedad en ${c.brand}`] },
  'launch.preheader': [(c) => c.startShort && c.f(`Disponible a partir del ${c.startShort}. Sea de los primeros en descubrirlo.`, `Disponible a partir del ${c.startShort}. Sé de los primeros en descubrirlo.`), (c) => oferta(c) && `Para celebrarlo: ${oferta(c)}. ${c.f('Sea', 'Sé')} de los primeros en probarlo.`, (c) => c.f('Por fin está aquí. Sea de los primeros en descubrirlo.', 'Por fin está aquí. Sé de los primeros en descubrirlo.')],
  'event.subject': { neutral: [(c) => c.topic && c.eventShort && `${c.topic}: el ${c.eventShort}`, (c) => c.topic && `Invitación: ${c.topic}`, (c) => c.eventShort && `${c.f('Le invitamos', 'Te invitamos')} el ${c.eventShort}`, (c) => `Una invitación de ${c.brand}`], formal: [(c) => c.topic && `Invitación: ${c.topic}`, (c) => `Una invitación de ${c.brand}`] },
  'event.preheader': [(c) => c.eventShort && `El ${c.eventShort}${c.time ? ` a las ${c.time}` : ''}${c.location ? `, en ${c.location}` : ''}. ${c.f('Nos encantaría verle allí.', '¡Nos encantaría verte allí!')}`, (c) => c.location && `En ${c.location}. ${c.f('Nos encantaría verle allí.', '¡Nos encantaría verte allí!')}`, (c) => c.f('Nos encantaría verle allí. Aquí tiene todos los detalles.', 'Nos encantaría verte allí. Aquí tienes todos los detalles.')],
  'cart.subject': { neutral: [(c) => c.f('Se ha dejado algo', 'Te has dejado algo'), (c) => c.f('¿Todavía se lo está pensando?', '¿Todavía te lo estás pensando?'), (c) => c.product && `¿${c.f('Sigue', 'Sigues')} pensando en ${c.product}?`] },
  'cart.preheader': [(c) => oferta(c) && c.f(`Complete su pedido y disfrute de ${oferta(c)}.`, `Completa tu pedido y disfruta de ${oferta(c)}.`), (c) => c.f('Los artículos que eligió siguen a un clic. Complete su pedido cuando quiera.', 'Los artículos que elegiste siguen a un clic. Completa tu pedido cuando quieras.')],
  'winback.subject': { neutral: [(c) => c.offer && `${c.f('Le echamos de menos', 'Te echamos de menos')}: ${lower(c.offer)}`, (c) => c.f('Le echamos de menos', 'Te echamos de menos'), (c) => c.f('¡Cuánto tiempo sin verle!', '¡Cuánto tiempo sin verte!')] },
  'winback.preheader': [(c) => oferta(c) && c.code && c.f(`Vuelva y disfrute de ${oferta(c)} con el código ${c.code}.`, `Vuelve y disfruta de ${oferta(c)} con el código ${c.code}.`), (c) => c.f(`Esto es lo nuevo en ${c.brand} desde su última visita.`, `Esto es lo nuevo en ${c.brand} desde tu última visita.`)],
  'tx.subject': [
    (c) =>
      ({
        order: c.f(`Su pedido en ${c.brand} está confirmado`, `Tu pedido en ${c.brand} está confirmado`),
        'order-update': c.f(`Novedades sobre su pedido en ${c.brand}`, `Novedades sobre tu pedido en ${c.brand}`),
        shipping: c.f(`Su pedido de ${c.brand} ya está en camino`, `Tu pedido de ${c.brand} ya está en camino`),
        delivered: c.f(`Su pedido de ${c.brand} ha sido entregado`, `Tu pedido de ${c.brand} ha sido entregado`),
        delay: c.f(`Su pedido de ${c.brand} se retrasa`, `Tu pedido de ${c.brand} se retrasa`),
        cancellation: `${c.brand}: cancelación confirmada`,
        refund: c.f(`${c.brand}: su reembolso`, `${c.brand}: tu reembolso`),
        password: c.f(`Restablezca su contraseña de ${c.brand}`, `Restablece tu contraseña de ${c.brand}`),
        verification: c.f(`Verifique su cuenta de ${c.brand}`, `Verifica tu cuenta de ${c.brand}`),
        security: c.f(`Aviso de seguridad sobre su cuenta de ${c.brand}`, `Aviso de seguridad sobre tu cuenta de ${c.brand}`),
        booking: c.f(`Su reserva en ${c.brand} está confirmada`, `Tu reserva en ${c.brand} está confirmada`),
        appointment: c.f(`Su cita con ${c.brand}`, `Tu cita con ${c.brand}`),
        receipt: `Recibo de ${c.brand}`,
        invoice: `Factura de ${c.brand}`,
        'payment-failed': c.f(`${c.brand}: no hemos podido procesar su pago`, `${c.brand}: no hemos podido procesar tu pago`),
        generic: `Novedades de ${c.brand}`,
      })[c.kind ?? 'generic'],
  ],
  'tx.preheader': [
    (c) =>
      ({
        order: c.f('Gracias por su pedido. Aquí tiene el resumen.', 'Gracias por tu pedido. Aquí tienes el resumen.'),
        'order-update': c.f('Le contamos las últimas novedades sobre su pedido.', 'Te contamos las últimas novedades sobre tu pedido.'),
        shipping: c.f('Buenas noticias: su pedido ya va de camino. Aquí tiene los detalles.', 'Buenas noticias: tu pedido ya va de camino. Aquí tienes los detalles.'),
        delivered: c.f('Su pedido ya ha llegado. Aquí tiene los detalles de la entrega.', 'Tu pedido ya ha llegado. Aquí tienes los detalles de la entrega.'),
        delay: c.f('Su pedido tardará más de lo previsto. Le contamos las novedades.', 'Tu pedido tardará más de lo previsto. Te contamos las novedades.'),
        cancellation: c.f('Le confirmamos la cancelación. Aquí tiene los detalles.', 'Te confirmamos la cancelación. Aquí tienes los detalles.'),
        refund: c.f('Aquí tiene los detalles de su reembolso.', 'Aquí tienes los detalles de tu reembolso.'),
        password: c.f('Ha solicitado restablecer su contraseña. Si no ha sido usted, ignore este correo.', 'Has solicitado restablecer tu contraseña. Si no has sido tú, ignora este correo.'),
        verification: c.f('Confirme que es usted. Si no lo ha solicitado, ignore este correo.', 'Confirma que eres tú. Si no lo has solicitado, ignora este correo.'),
        security: c.f('Un aviso de seguridad importante sobre su cuenta. Léalo con atención.', 'Un aviso de seguridad importante sobre tu cuenta. Léelo con atención.'),
        booking: c.f('Gracias por su reserva. Aquí tiene todos los detalles.', 'Gracias por tu reserva. Aquí tienes todos los detalles.'),
        appointment: c.f('Aquí tiene los detalles de su próxima cita.', 'Aquí tienes los detalles de tu próxima cita.'),
        receipt: c.f('Gracias por su pago. Este correo es su recibo.', 'Gracias por tu pago. Este correo es tu recibo.'),
        invoice: c.f('Su factura ya está disponible. Aquí tiene los detalles.', 'Tu factura ya está disponible. Aquí tienes los detalles.'),
        'payment-failed': c.f('No hemos podido procesar su pago. Revise sus datos de pago.', 'No hemos podido procesar tu pago. Revisa tus datos de pago.'),
        generic: c.f('Esto es lo que necesita saber.', 'Esto es lo que necesitas saber.'),
      })[c.kind ?? 'generic'],
  ],
  'feedback.subject': { neutral: ['¿Qué tal lo hemos hecho?', (c) => c.f(`Cuéntenos su experiencia con ${c.brand}`, `Cuéntanos tu experiencia con ${c.brand}`)], formal: [(c) => `Su opinión sobre ${c.brand}`] },
  'feedback.preheader': [(c) => c.f('Su opinión nos ayuda a mejorar. Solo le llevará un momento.', 'Tu opinión nos ayuda a mejorar. Solo te llevará un momento.'), (c) => c.f('Leemos todas las respuestas. Díganos qué piensa en un momento.', 'Leemos todas las respuestas. Dinos qué piensas en un momento.')],
  'holiday.subject': [(c) => c.holidayKind && c.offer && `${saludo(c)} ${c.offer}`, (c) => c.holidayKind && saludo(c).startsWith('¡') && `${saludo(c).slice(0, -1)} de parte de ${c.brand}!`, (c) => c.holidayKind && saludo(c)],
  'holiday.preheader': [(c) => c.closure && !c.startShort && c.eventShort && `Horario festivo: cerrado el ${c.eventShort}. ¡Felices fiestas!`, (c) => oferta(c) && c.code && `Nuestro regalo: ${oferta(c)} con el código ${c.code}.`, (c) => c.closure && c.startShort && c.deadlineShort && `Horario festivo: cerrado del ${c.startShort} al ${c.deadlineShort}.`, (c) => c.f(`Gracias por formar parte de ${c.brand}. Le deseamos lo mejor.`, `Gracias por formar parte de ${c.brand}. Te deseamos lo mejor.`)],
} satisfies Record<CopyKey, Entry>;
