/**
 * Everyday words of email marketing and software that the Hunspell English dictionaries predate
 * (en_US has no "integrations" or "changelog"). Added to the English spellers as nspell's
 * personal dictionary.
 */
export const EXTRA_EN = `
integrations integration's changelog changelogs webinar webinars ecommerce e-commerce unsubscribe unsubscribed unsubscribes signup signups
sign-up login logins logout checkout checkouts dropdown dropdowns onboarding workflow workflows username usernames dashboard dashboards
app apps email emails emailed emailing newsletter newsletters preorder preorders pre-order restock restocked restocks bestseller bestsellers
wishlist wishlists skincare smartwatch smartwatches livestream livestreams podcast podcasts hashtag hashtags influencer influencers
inbox inboxes homepage homepages website websites online offline startup startups fintech SaaS API APIs UX UI FAQ FAQs CTA
subscribers subscriber's opt-in opt-out preheader preheaders favicon favicons screenshot screenshots timeline timelines teammates
setup setups backend frontend plugin plugins add-on add-ons analytics cybersecurity crowdfunding unboxing giveaway giveaways upcycled
eco-friendly bestselling bookmarked rebrand rebranded rebranding storefront storefronts geolocation walkthrough walkthroughs multi
`.trim().split(/\s+/);
