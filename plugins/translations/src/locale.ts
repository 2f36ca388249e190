/** The one translated locale: its memory and MDX translations are under `i18n/zh-CN/`. */
export const TRANSLATED_LOCALE = 'zh-CN';

/**
 * Set to `1` to build zh-CN with missing or stale units in English instead of failing the production build
 * (while translations are still being merged). Development builds only warn either way.
 */
export const ALLOW_UNTRANSLATED_ENV = 'TRANSLATIONS_ALLOW_MISSING';

export function isTranslatedLocale(locale: string | undefined): boolean {
  return locale === TRANSLATED_LOCALE;
}
