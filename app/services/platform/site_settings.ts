import settings from '#services/platform/settings_store'

/**
 * Chrome settings staff can change from admin Settings (DESIGN §1): the
 * social profiles of the footer, the external affiliate site, and the
 * currency symbol the cart dropdown shows (SPEC §2.5 shows "$").
 */
export type SocialLinks = { facebook: string; youtube: string; linkedin: string; tiktok: string }

export const SITE_SETTING_DEFAULTS = {
  social_links: {
    facebook: 'https://www.facebook.com/lexpat.th',
    youtube: 'https://www.youtube.com/@lexpat',
    linkedin: 'https://www.linkedin.com/company/lexpat',
    tiktok: 'https://www.tiktok.com/@lexpat.th',
  } satisfies SocialLinks,
  affiliate_site_url: 'https://lexpat.tapfiliate.com',
  cart_currency_symbol: '$',
}

export async function siteChrome() {
  const [social, affiliateUrl, cartCurrencySymbol] = await Promise.all([
    settings.get<SocialLinks>('social_links', SITE_SETTING_DEFAULTS.social_links),
    settings.get<string>('affiliate_site_url', SITE_SETTING_DEFAULTS.affiliate_site_url),
    settings.get<string>('cart_currency_symbol', SITE_SETTING_DEFAULTS.cart_currency_symbol),
  ])
  return { social, affiliateUrl, cartCurrencySymbol }
}
