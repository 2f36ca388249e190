/** Size of a social card (`og:image`), as Facebook, LinkedIn and X recommend. Browser-safe. */
export const SOCIAL_CARD = {width: 1200, height: 630} as const;
