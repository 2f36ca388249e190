import siteConfig from './generatedConfig';

/** The site's context as a page of the default (English) locale sees it. */
export default function useDocusaurusContext() {
  return {siteConfig, i18n: {currentLocale: 'en', defaultLocale: 'en', locales: ['en', 'zh-CN']}};
}
