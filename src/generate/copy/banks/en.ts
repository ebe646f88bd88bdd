/**
 * English phrase bank. The keys of this bank are the slots every other language must fill
 * (TypeScript checks it). Variants that need a fact return undefined without it. One bank
 * serves en-US, en-GB, en-AU and en-IN: words spelled differently there ("favourite", "colour")
 * are avoided, so every email passes the spelling check of its own locale.
 */
import { lowerFirst } from '../format';
import type { Ctx, Entry } from '../types';

const offerOr = (c: Ctx, fallback: string) => c.offer ?? fallback;
const untilDeadline = (c: Ctx) => (c.deadline ? ` until ${c.deadline}` : '');
const plural = (c: Ctx) => /holidays$/.test(c.holiday ?? '');
const happy = (c: Ctx) =>
  c.holidayKind === 'christmas' ? 'Merry Christmas' : c.holidayKind === 'generic' ? 'Happy holidays' : `Happy ${(c.holiday ?? '').replace(/^the /, '')}`;

export const en = {
  // Shared
  greeting: { neutral: ['Hi {firstName},', 'Hello {firstName},'], formal: ['Dear {firstName|customer},', 'Hello {firstName},'], playful: ['Hey {firstName}!', 'Hi {firstName}!'] },
  'greeting.named': { neutral: [(c) => c.addressee && `Hi ${c.addressee},`], formal: [(c) => c.addressee && `Dear ${c.addressee},`], playful: [(c) => c.addressee && `Hey ${c.addressee}!`] },
  signoff: { neutral: ['See you soon,', 'All the best,'], formal: ['Kind regards,', 'With best regards,'], playful: ['Talk soon,', 'Cheers,'], luxurious: ['With our warmest regards,', 'Yours sincerely,'], friendly: ['Warmly,', 'See you soon,'] },
  signature: [(c) => `The ${c.brand} team`],
  'nav.shop': ['Shop'],
  'nav.about': ['About'],
  'nav.blog': ['Blog'],
  'nav.contact': ['Contact'],
  'footer.unsubscribe': ['Unsubscribe'],
  'footer.preferences': ['Manage preferences'],
  'footer.legal': [(c) => `You are receiving this email because you signed up for news from ${c.brand}.`],
  'footer.legalTransactional': [(c) => `You are receiving this email about your account or order with ${c.brand}.`],
  'cta.shop': { neutral: ['Shop now', 'Start shopping'], luxurious: ['Discover the collection', 'Shop the collection'], playful: ['Go shopping', 'Treat yourself'] },
  'cta.discover': ['Discover more', 'Take a look'],
  'cta.learnMore': ['Learn more', 'Find out more'],
  'cta.readMore': ['Read more', 'Read on'],
  'cta.visit': [(c) => `Visit ${c.brand}`, 'Visit our website'],
  'cta.rsvp': ['Reserve my spot', 'RSVP now'],
  'cta.cart': ['Return to the shop', 'Complete my purchase'],
  'cta.feedback': ['Share my feedback', 'Give feedback'],
  'cta.getStarted': ['Get started', 'Start exploring'],
  'cta.useCode': ['Use my code', 'Shop with my code'],
  'cta.explore': ['Explore the collection', 'See what’s new'],
  'cta.viewProduct': ['View product', 'Shop now'],
  'cta.account': ['Go to my account'],
  'cta.track': ['Track my order'],
  'cta.reset': ['Reset my password'],
  'cta.booking': ['View my booking'],
  'cta.order': ['View my order'],
  'cta.invoice': ['View my invoice'],
  'cta.payment': ['Update my payment method'],
  'cta.appointment': ['Manage my appointment'],
  'cta.verify': ['Verify my account'],
  'cta.contact': ['Contact us'],
  'offer.value': [
    (c) => c.discount && `${c.upTo ? `Up to ${c.discount} off` : `${c.discount} off`}${c.scope ? ` ${c.scope}` : ''}`,
    (c) => !c.discount && c.freeShipping && (c.freeShippingMin ? `Free shipping over ${c.freeShippingMin}` : 'Free shipping'),
  ],
  'offer.freeShipping': [(c) => c.freeShipping && (c.freeShippingMin ? `Free shipping on orders over ${c.freeShippingMin}.` : 'Free shipping on every order.')],
  'offer.codeLine': [(c) => c.code && `Use code **${c.code}** at checkout.`, (c) => c.code && `Enter code **${c.code}** at checkout.`],
  'coupon.description': ['Enter the code at checkout.', 'Apply the code at checkout.'],
  'coupon.expiry': [(c) => c.deadline && `Valid until ${c.deadline}`],
  'deadline.line': { neutral: [(c) => c.deadline && `The offer ends ${c.deadline}.`, (c) => c.deadline && `Valid until ${c.deadline}.`], urgent: [(c) => c.deadline && `Hurry: it all ends ${c.deadline}.`, (c) => c.deadline && `Last call: the offer ends ${c.deadline}.`] },
  // A date something lasts until, in an email that makes no offer ("The offer ends…" there invented one).
  'until.line': [(c) => c.deadline && `Until ${c.deadline}.`],
  'start.line': [(c) => c.start && `Starting ${c.start}.`, (c) => c.start && `From ${c.start}.`],
  'range.line': [(c) => c.range && c.start && c.deadline && `From ${c.start} to ${c.deadline}.`],
  'closure.line': [(c) => c.closure && c.start && c.deadline && `Please note that we are closed from ${c.start} to ${c.deadline}.`, (c) => c.closure && !c.start && c.deadline && `Please note that we are closed on ${c.deadline}.`, (c) => c.closure && !c.start && c.event && `Please note that we are closed on ${c.event}.`],
  'audience.line': [
    (c) => ({ vip: 'Especially for our VIP customers', loyal: 'For our most loyal customers', 'new-customers': 'For our new customers', members: 'For our members', inactive: 'For our longtime friends', teams: 'For teams and businesses', customers: undefined, subscribers: undefined, everyone: undefined })[c.audienceKind ?? 'everyone'],
  ],
  'holiday.name': [
    (c) =>
      ({ christmas: 'Christmas', 'new-year': 'the New Year', easter: 'Easter', valentines: 'Valentine’s Day', 'mothers-day': 'Mother’s Day', 'fathers-day': 'Father’s Day', halloween: 'Halloween', thanksgiving: 'Thanksgiving', 'black-friday': 'Black Friday', 'cyber-monday': 'Cyber Monday', hanukkah: 'Hanukkah', summer: 'the summer holidays', generic: 'the holidays' })[c.holidayKind ?? 'generic'],
  ],
  'products.heading': { neutral: ['Our top picks right now', 'Popular picks'], luxurious: ['Our signature pieces', 'Selected for you'], playful: ['Crowd-pleasers', 'Things we love'] },
  'products.headingSale': ['Shop the offer', 'Picked for the sale'],
  'products.headingNew': ['Fresh in the shop', 'What’s new'],
  'products.headingGift': ['Gift ideas', 'Ideas to give (or keep)'],
  'products.button': ['Shop now', 'View'],
  'social.heading': [(c) => `Follow ${c.brand}`, 'Stay in touch'],
  'contact.help': [
    (c) => c.email && `Questions? Write to us at [${c.email}](mailto:${c.email}) and we will be happy to help.`,
    (c) => !c.email && c.phone && `Questions? Call us on [${c.phone}](tel:${c.phone.replace(/[^\d+]/g, '')}).`,
  ],

  // welcome
  'welcome.heading': { neutral: [(c) => `Welcome to ${c.brand}`, (c) => `Welcome to ${c.brand}!`], formal: [(c) => `Welcome to ${c.brand}`], playful: [(c) => `Hello and welcome to ${c.brand}!`, 'You’re in! Welcome aboard'], luxurious: [(c) => `Welcome to the world of ${c.brand}`], friendly: [(c) => `So glad you’re here`, (c) => `Welcome to ${c.brand}!`] },
  'welcome.intro': { neutral: ['Thank you for signing up. We’re happy to have you with us.', 'Thanks for joining us. Here is what you can look forward to.'], formal: ['Thank you for signing up. We are delighted to welcome you.'], playful: ['Thanks for signing up — you just made our day.', 'Great to have you here. Let’s get this started!'], luxurious: ['Thank you for joining us. It is a pleasure to welcome you.'], friendly: ['Thanks for signing up. We’re really glad you’re here.'] },
  'welcome.expect': ['What you can look forward to', 'What comes next'],
  'welcome.benefit1': ['News about our latest products', 'First word on what’s new'],
  'welcome.benefit2': ['Ideas and inspiration from our team', 'Tips and stories from our team'],
  'welcome.benefit3': ['Our offers and events', 'Invitations to our events and offers'],
  'welcome.gift': { neutral: [(c) => c.discount && c.offer && `As a welcome gift, enjoy ${lowerFirst(c.offer)} your first order.`, (c) => c.discount && c.offer && `To say hello, here is ${lowerFirst(c.offer)} your first order.`], formal: [(c) => c.discount && c.offer && `As a welcome gift, we are pleased to offer you ${lowerFirst(c.offer)} your first order.`] },
  'welcome.closing': { neutral: ['We’re glad you’re here.', 'Happy exploring!'], formal: ['We look forward to hearing from you.'], playful: ['Have fun exploring!'] },

  // promotional
  'promo.eyebrow': { neutral: ['Limited-time offer', 'Special offer'], urgent: ['Last chance', 'Ending soon'], luxurious: ['An exclusive offer'] },
  'promo.heading': {
    neutral: [(c) => c.offer && c.topic && `${c.topic}: ${lowerFirst(c.offer)}`, (c) => c.offer && `${offerOr(c, '')} for a limited time`, (c) => c.offer && `Enjoy ${lowerFirst(c.offer)}`],
    urgent: [(c) => c.offer && c.topic && `${c.topic}: last chance for ${lowerFirst(c.offer)}`, (c) => c.offer && c.deadline && `Last chance: ${lowerFirst(c.offer)}`, (c) => c.offer && `${c.offer} — don’t miss it`],
    playful: [(c) => c.offer && `Treat yourself: ${lowerFirst(c.offer)}`, (c) => c.offer && `Yes, really: ${lowerFirst(c.offer)}`],
    luxurious: [(c) => c.offer && `An invitation: ${lowerFirst(c.offer)}`],
    formal: [(c) => c.offer && `${c.offer} for a limited time`],
  },
  'promo.headingNoOffer': { neutral: [(c) => c.topic ?? `Discover ${c.brand}`, 'Our top picks, chosen for you'], luxurious: ['Our signature selection'], playful: ['Time for something new'] },
  'promo.intro': {
    neutral: [(c) => c.offer && `For a limited time, enjoy ${lowerFirst(c.offer)}${untilDeadline(c)}.`, (c) => c.offer && `Good news: ${lowerFirst(c.offer)}${untilDeadline(c)}.`],
    urgent: [(c) => c.offer && `Time is running out: ${lowerFirst(c.offer)}${untilDeadline(c)}. Don’t wait too long.`],
    playful: [(c) => c.offer && `We couldn’t keep it to ourselves: ${lowerFirst(c.offer)}${untilDeadline(c)}.`],
    formal: [(c) => c.offer && `We are pleased to offer you ${lowerFirst(c.offer)}${untilDeadline(c)}.`],
    luxurious: [(c) => c.offer && `For a short time, we invite you to enjoy ${lowerFirst(c.offer)}${untilDeadline(c)}.`],
  },
  'promo.introNoOffer': ['Take a look at the pieces our customers love most right now.', (c) => `Here is a selection of best-loved pieces from ${c.brand}.`],
  'promo.closing': { neutral: ['Enjoy!', 'See you soon!'], formal: ['We look forward to your visit.'], urgent: ['Don’t miss out.'], luxurious: ['We look forward to welcoming you.'] },

  // newsletter
  'news.heading': { neutral: [(c) => c.month && `${c.month} at ${c.brand}`, (c) => `News from ${c.brand}`], playful: [(c) => `What’s up at ${c.brand}`], formal: [(c) => `${c.brand} newsletter${c.month ? ` — ${c.month}` : ''}`] },
  'news.intro': { neutral: ['Here is what has been happening lately, in one short read.', 'A quick round-up of what’s new with us.'], playful: ['Grab a coffee — here’s our latest news.'], formal: ['Please find our latest news below.'] },
  'news.inThisIssue': ['In this edition', 'This time'],
  'news.blogHeading': ['From the blog', 'Worth a read'],
  'news.blogText': [(c) => `Stories, tips and news from the ${c.brand} team.`],
  'news.closing': ['Thanks for reading — see you next time.', 'Until next time!'],

  // announcement
  'announce.eyebrow': ['News', 'An update from us'],
  'announce.heading': { neutral: [(c) => c.topic && `News: ${c.topic}`, (c) => c.topic && `An update on ${c.topic}`, (c) => `News from ${c.brand}`], formal: [(c) => c.topic && `Announcement: ${c.topic}`, (c) => `An announcement from ${c.brand}`], playful: [(c) => c.topic && `Big news: ${c.topic}`, 'We’ve got news!'] },
  'announce.intro': { neutral: ['We have some news we would like to share with you.', 'We wanted you to be among the first to know.'], formal: ['We would like to inform you of the following.'], playful: ['We’ve been itching to tell you this.'] },
  'announce.closing': ['Thank you for being with us.', 'Thank you for your trust.'],

  // product launch
  'launch.eyebrow': ['New', 'Just launched'],
  'launch.heading': { neutral: [(c) => c.product && `Introducing ${c.product}`, (c) => c.product && `Meet ${c.product}`, (c) => c.topic && `Introducing ${c.topic}`, 'Something new has arrived'], playful: [(c) => c.product && `Say hello to ${c.product}`, (c) => c.topic && `Say hello to ${c.topic}`], luxurious: [(c) => c.product && `Presenting ${c.product}`, (c) => c.topic && `Presenting ${c.topic}`] },
  'launch.intro': { neutral: [(c) => `We have been working on something new at ${c.brand}, and it is finally here.`, 'It’s finally here, and we can’t wait for you to see it.'], formal: [(c) => `We are pleased to present the latest addition to ${c.brand}.`], playful: ['It’s here, it’s new, and we’re a little bit excited.'], luxurious: ['Crafted with care, our newest creation is ready to be discovered.'] },
  'launch.availability': [(c) => c.start && `Available from ${c.start}.`, (c) => !c.start && 'Available now.'],
  'launch.offer': [(c) => c.offer && `To celebrate, enjoy ${lowerFirst(c.offer)}${untilDeadline(c)}.`],
  'launch.closing': ['We hope you love it as much as we do.', 'Tell us what you think!'],

  // event
  'event.eyebrow': { neutral: ['You’re invited', 'Save the date'], formal: ['Invitation'] },
  'event.heading': { neutral: [(c) => c.topic && `Join us: ${c.topic}`, (c) => c.topic && `You’re invited: ${c.topic}`, (c) => `Join us at ${c.brand}`], formal: [(c) => c.topic && `Invitation: ${c.topic}`, (c) => `An invitation from ${c.brand}`], playful: [(c) => c.topic && `Come along: ${c.topic}`, 'Let’s get together!'] },
  'event.intro': { neutral: ['We would love to see you there. Here are the details.', 'We’re getting together and would love you to join us.'], formal: ['We would be delighted to welcome you. Please find the details below.'], playful: ['It wouldn’t be the same without you. Here’s what you need to know.'] },
  'event.when': ['Date'],
  'event.time': ['Time'],
  'event.where': ['Place'],
  'event.price': ['Price'],
  'event.rsvpBy': ['RSVP by'],
  'event.extras': ['Good to know'],
  'order.number': ['Order number'],
  'order.invoice': ['Invoice number'],
  'order.items': ['Items'],
  'order.amount': ['Amount'],
  'order.carrier': ['Carrier'],
  'order.tracking': ['Tracking number'],
  'order.delivery': ['Estimated delivery'],
  'event.rsvp': ['Let us know if you can make it.', 'Please let us know if you are coming.'],
  'event.closing': ['We look forward to seeing you.', 'See you there!'],

  // abandoned cart
  'cart.heading': { neutral: ['You left something behind', 'Still thinking it over?'], playful: ['Forgot something?', 'Your cart misses you'], formal: ['Your selection is waiting for you'], luxurious: ['Your selection awaits'] },
  'cart.intro': { neutral: ['You were so close! The items you picked are just a click away.', 'Looks like you didn’t finish checking out. Your picks are still waiting.'], formal: ['You recently selected some items but did not complete your order. You can pick up where you left off at any time.'], playful: ['We saved you a spot at the checkout. Your picks are still there.'] },
  'cart.productsHeading': ['Still interested?', 'Your selection'],
  'cart.offer': [(c) => c.offer && `Good news: ${lowerFirst(c.offer)} if you complete your order${untilDeadline(c)}.`],
  'cart.reassure': ['Need a hand deciding? We’re happy to help.'],

  // re-engagement
  'winback.heading': { neutral: ['We miss you, {firstName|friend}', 'It’s been a while'], formal: ['It has been a while'], playful: ['Long time no see, {firstName|friend}!'], luxurious: ['We have missed you'] },
  'winback.intro': { neutral: [(c) => `It’s been a while since we last saw you at ${c.brand}, and a lot has changed.`, 'We haven’t seen you in a while, so we wanted to check in.'], formal: [(c) => `It has been some time since your last visit to ${c.brand}. We would be pleased to welcome you back.`], playful: ['Where have you been? We’ve been busy, and there’s plenty to catch up on.'] },
  'winback.offer': [(c) => c.offer && `To welcome you back, here is ${lowerFirst(c.offer)}${untilDeadline(c)}.`],
  'winback.newHeading': ['What’s new since your last visit', 'Catch up on what’s new'],
  'winback.optOut': ['Not interested any more? No hard feelings: you can unsubscribe at the bottom of this email.'],

  // transactional
  'tx.heading': [
    (c) =>
      ({
        order: 'Thank you for your order',
        'order-update': 'An update on your order',
        shipping: 'Your order is on its way',
        delivered: 'Your order has been delivered',
        delay: 'Your order is delayed',
        cancellation: 'Cancellation confirmed',
        refund: 'Your refund',
        password: 'Reset your password',
        verification: 'Verify your account',
        security: 'Security alert for your account',
        booking: 'Your booking is confirmed',
        appointment: 'Your upcoming appointment',
        receipt: 'Your receipt',
        invoice: 'Your invoice',
        'payment-failed': 'Your payment didn’t go through',
        generic: `An update from ${c.brand}`,
      })[c.kind ?? 'generic'],
  ],
  'tx.intro': [
    (c) =>
      ({
        order: 'We have received your order and are getting it ready.',
        'order-update': 'Here is the latest on your order.',
        shipping: 'Good news: your order is on its way.',
        delivered: 'Your order has been delivered. We hope you enjoy it.',
        delay: 'We are sorry: your order is taking longer than expected.',
        cancellation: 'We are writing to confirm the cancellation. Here are the details.',
        refund: 'Here are the details of your refund.',
        password: `We received a request to reset the password for your ${c.brand} account. If you did not ask for this, you can ignore this email.`,
        verification: `Please verify your ${c.brand} account. If you did not ask for this, you can ignore this email.`,
        security: `Here is an important security notice about your ${c.brand} account.`,
        booking: `Thank you for booking with ${c.brand}. We look forward to seeing you.`,
        appointment: `Here are the details of your appointment with ${c.brand}.`,
        receipt: `Thank you for your payment to ${c.brand}. This email is your receipt.`,
        invoice: `Here is your invoice from ${c.brand}.`,
        'payment-failed': 'We could not process your payment. Please check or update your payment details.',
        generic: `Here is an update from ${c.brand}.`,
      })[c.kind ?? 'generic'],
  ],
  'tx.date': [(c) => c.event && `Date: ${c.event}${c.time ? `, ${c.time}` : ''}`],
  // The neutral notice's heading, by what it is about (understand/lexicon.ts NOTICE_WORDS).
  'notice.renewal': ['Your upcoming renewal'],
  'notice.pause': ['Your subscription pause'],
  'notice.terms': ['Changes to your terms'],

  // feedback
  'feedback.heading': { neutral: ['How did we do?', 'We’d love your feedback'], formal: ['Your opinion matters to us'], playful: ['Got a minute? Tell us everything'] },
  'feedback.intro': { neutral: [(c) => `Your feedback helps us make ${c.brand} better for everyone.`, 'We read every answer and use it to improve.'], formal: [(c) => `We would be grateful if you could share your experience with ${c.brand}.`], playful: ['Love it? Not so much? We want to hear it all.'] },
  'feedback.ask': ['It only takes a moment, and every answer is read by our team.', 'Every answer is read by our team.'],
  'feedback.thanks': ['Thank you for helping us improve.', 'Thanks for your time!'],

  // holiday
  'holiday.heading': {
    neutral: [(c) => c.holiday && `${happy(c)}!`, (c) => c.holiday && `${happy(c)} from all of us`],
    formal: [(c) => c.holiday && `${happy(c)} from ${c.brand}`],
    luxurious: [(c) => c.holiday && `Celebrating ${c.holiday} with you`],
  },
  'holiday.intro': { neutral: [(c) => c.holiday && `As ${c.holiday} ${plural(c) ? 'approach' : 'approaches'}, we want to thank you for being part of ${c.brand}.`, (c) => `Thank you for being part of ${c.brand} this year.`], formal: [(c) => `On behalf of everyone at ${c.brand}, thank you for your loyalty.`], playful: [(c) => c.holiday && `${c.holiday.replace(/^the /, 'The ')} ${plural(c) ? 'are' : 'is'} almost here, and we couldn’t let it pass without saying thank you!`] },
  'holiday.wishes': { neutral: ['We wish you and your loved ones a wonderful time.', 'We wish you joyful days with the people you love.'], formal: ['We wish you and your family a pleasant and peaceful season.'], playful: ['Have a wonderful time, and maybe a second slice of cake.'] },
  'holiday.offer': [(c) => c.offer && `To celebrate, enjoy ${lowerFirst(c.offer)}${untilDeadline(c)}.`],
  'holiday.closing': ['With warm wishes,', 'Happy holidays,'],

  // Subjects (≤ 60 characters: longer variants are skipped) and preheaders (40–110).
  'preheader.pad': [(c) => `Discover more at ${c.brand}.`, (c) => `See you soon at ${c.brand}.`, 'Open the email for all the details.'],
  'preheader.code': [(c) => c.code && `Use code ${c.code} at checkout.`, (c) => c.code && `Your code: ${c.code}.`],
  'preheader.rsvp': [(c) => c.deadlineShort && `RSVP by ${c.deadlineShort}.`],
  'preheader.by': [(c) => c.deadlineShort && `Deadline: ${c.deadlineShort}.`],
  'preheader.ends': [(c) => c.deadlineShort && `Ends ${c.deadlineShort}.`, (c) => c.deadlineShort && `Valid until ${c.deadlineShort}.`],
  'preheader.date': [(c) => c.eventShort && `On ${c.eventShort}${c.time ? ` at ${c.time}` : ''}.`, (c) => c.startShort && `From ${c.startShort}.`],
  'welcome.subject': { neutral: [(c) => c.offer && `Welcome to ${c.brand}: ${lowerFirst(c.offer)} inside`, (c) => c.offer && `Your welcome gift: ${lowerFirst(c.offer)}`, (c) => `Welcome to ${c.brand}`, (c) => `Welcome, it’s great to have you`], playful: [(c) => `You’re in! Welcome to ${c.brand}`, 'You’re in! Welcome aboard'], formal: [(c) => `Welcome to ${c.brand}`] },
  'welcome.preheader': [(c) => c.offer && c.code && `Your welcome gift: ${lowerFirst(c.offer)} your first order with code ${c.code}.`, (c) => c.offer && `Your welcome gift is inside: ${lowerFirst(c.offer)} your first order.`, 'Thanks for signing up. Here is what you can look forward to.', 'Thank you for joining us. A few things to get you started.'],
  'promo.subject': {
    neutral: [(c) => c.offer && c.deadlineShort && `${c.offer} until ${c.deadlineShort}`, (c) => c.offer && c.code && `${c.offer} with code ${c.code}`, (c) => c.offer && `${c.offer} at ${c.brand}`, (c) => c.offer, (c) => c.topic && `${c.topic} at ${c.brand}`, (c) => `New picks from ${c.brand}`],
    urgent: [(c) => c.offer && c.deadlineShort && `Last chance: ${lowerFirst(c.offer)} until ${c.deadlineShort}`, (c) => c.offer && `Last chance: ${lowerFirst(c.offer)}`],
    playful: [(c) => c.offer && `Psst… ${lowerFirst(c.offer)} is on`, (c) => c.offer && `${c.offer}? Yes, please`],
  },
  'promo.preheader': [(c) => c.code && c.deadlineShort && `Use code ${c.code} at checkout by ${c.deadlineShort}. Don’t miss out.`, (c) => c.code && `Use code ${c.code} at checkout and enjoy the offer.`, (c) => c.deadlineShort && `The offer ends ${c.deadlineShort}, so don’t wait too long.`, (c) => `Our top picks from ${c.brand}, chosen for you.`],
  'news.subject': [(c) => c.month && `${c.month} at ${c.brand}`, (c) => `News from ${c.brand}`, (c) => `The latest from ${c.brand}`],
  'news.preheader': [(c) => c.topic && `In this edition: ${c.topic}.`, 'Our latest news, ideas and top picks, in one short read.', 'What’s new with us this month, in a few minutes of reading.'],
  'announce.subject': [(c) => c.topic && `News: ${c.topic}`, (c) => `An update from ${c.brand}`, (c) => `News from ${c.brand}`],
  'announce.preheader': [(c) => c.startShort && `From ${c.startShort}. Here is what you need to know.`, (c) => c.eventShort && `On ${c.eventShort}. Here is what you need to know.`, 'We have some news to share with you. Here is what you need to know.'],
  'launch.subject': { neutral: [(c) => c.product && `Introducing ${c.product}`, (c) => c.product && `New: ${c.product}`, (c) => c.topic && `Introducing ${c.topic}`, (c) => `Something new at ${c.brand}`], playful: [(c) => c.product && `Say hello to ${c.product}`] },
  'launch.preheader': [(c) => c.startShort && `Available from ${c.startShort}. Be among the first to discover it.`, (c) => c.offer && `To celebrate: ${lowerFirst(c.offer)}. Be among the first to try it.`, 'It’s finally here. Be among the first to discover it.'],
  'event.subject': { neutral: [(c) => c.topic && c.eventShort && `${c.topic}: join us on ${c.eventShort}`, (c) => c.topic && `You’re invited: ${c.topic}`, (c) => c.eventShort && `You’re invited on ${c.eventShort}`, (c) => `You’re invited by ${c.brand}`], formal: [(c) => c.topic && `Invitation: ${c.topic}`, (c) => `An invitation from ${c.brand}`] },
  'event.preheader': [(c) => c.eventShort && `${c.eventShort}${c.time ? `, ${c.time}` : ''}${c.location ? ` at ${c.location}` : ''}. We would love to see you there.`, (c) => c.location && `Join us at ${c.location}. We would love to see you there.`, 'We would love to see you there. Here are all the details.'],
  'cart.subject': { neutral: ['You left something behind', 'Still thinking it over?', (c) => c.product && `Still thinking about ${c.product}?`], playful: ['Forgot something?'] },
  'cart.preheader': [(c) => c.offer && `Complete your order and enjoy ${lowerFirst(c.offer)}.`, 'The items you picked are just a click away. Complete your order whenever you are ready.'],
  'winback.subject': { neutral: [(c) => c.offer && `We miss you: ${lowerFirst(c.offer)} inside`, 'We miss you', (c) => `It’s been a while at ${c.brand}`], playful: ['Long time no see!'] },
  'winback.preheader': [(c) => c.offer && c.code && `Come back and enjoy ${lowerFirst(c.offer)} with code ${c.code}.`, (c) => `Here is what’s new at ${c.brand} since your last visit.`],
  'tx.subject': [
    (c) =>
      ({
        order: `Your ${c.brand} order is confirmed`,
        'order-update': `An update on your ${c.brand} order`,
        shipping: `Your ${c.brand} order has shipped`,
        delivered: `Your ${c.brand} order has been delivered`,
        delay: `Your ${c.brand} order is delayed`,
        cancellation: `${c.brand}: cancellation confirmed`,
        refund: `Your refund from ${c.brand}`,
        password: `Reset your ${c.brand} password`,
        verification: `Verify your ${c.brand} account`,
        security: `Security alert for your ${c.brand} account`,
        booking: `Your booking at ${c.brand} is confirmed`,
        appointment: `Your appointment with ${c.brand}`,
        receipt: `Your receipt from ${c.brand}`,
        invoice: `Your invoice from ${c.brand}`,
        'payment-failed': `Your ${c.brand} payment didn’t go through`,
        generic: `An update from ${c.brand}`,
      })[c.kind ?? 'generic'],
  ],
  'tx.preheader': [
    (c) =>
      ({
        order: 'Thank you for your order. Here is your order summary.',
        'order-update': 'Here is the latest news about your order.',
        shipping: 'Good news: your order is on its way. Here are the details.',
        delivered: 'Your order has arrived. Here are the details of the delivery.',
        delay: 'Your order is taking longer than expected. Here is the latest.',
        cancellation: 'This email confirms the cancellation. Here are the details.',
        refund: 'Here are the details of your refund.',
        password: 'You asked to reset your password. If it was not you, you can safely ignore this email.',
        verification: 'Please confirm it is you. If you did not ask for this, you can ignore this email.',
        security: 'An important security notice about your account. Please take a moment to read it.',
        booking: 'Thank you for booking with us. Here are your booking details.',
        appointment: 'Here are the details of your upcoming appointment.',
        receipt: 'Thank you for your payment. This email is your receipt.',
        invoice: 'Your invoice is ready. Here are the details.',
        'payment-failed': 'We could not process your payment. Please check your payment details.',
        generic: 'Here is what you need to know.',
      })[c.kind ?? 'generic'],
  ],
  'feedback.subject': { neutral: ['How did we do?', (c) => `Tell us about your experience with ${c.brand}`], formal: [(c) => `Your opinion about ${c.brand}`] },
  'feedback.preheader': ['Your feedback helps us improve. It only takes a moment.', 'We read every answer. Tell us what you think, in a moment.'],
  'holiday.subject': [(c) => c.holiday && c.offer && `${happy(c)}: ${lowerFirst(c.offer)}`, (c) => c.holiday && `${happy(c)} from ${c.brand}`, (c) => c.holiday && `${happy(c)}!`],
  'holiday.preheader': [(c) => c.closure && !c.startShort && c.eventShort && `Please note: we are closed on ${c.eventShort}. Warm wishes from us all.`, (c) => c.offer && c.code && `Our gift to you: ${lowerFirst(c.offer)} with code ${c.code}.`, (c) => c.closure && c.startShort && c.deadlineShort && `Our opening hours for the holidays: closed ${c.startShort} to ${c.deadlineShort}.`, (c) => `Thank you for being part of ${c.brand}. Our warmest wishes to you.`],
} satisfies Record<string, Entry>;

export type CopyKey = keyof typeof en;
