/**
 * UI strings of the standalone demo page: the language of the sub-site it is built in (`/~demos/{id}`
 * English, `/zh-CN/~demos/{id}` Chinese), or the one `?locale=` names on either.
 */
export const STANDALONE_LOCALES = ['en-US', 'zh-CN'] as const;
export type StandaloneLocale = (typeof STANDALONE_LOCALES)[number];

export interface StandaloneMessages {
  backToDocs: string;
  notFound: (id: string) => string;
  demoOf: (title: string) => string;
}

export const STANDALONE_MESSAGES: Record<StandaloneLocale, StandaloneMessages> = {
  'en-US': {
    backToDocs: 'Open in the documentation',
    notFound: (id) => `No demo with the id "${id}" exists.`,
    demoOf: (title) => `Demo: ${title}`,
  },
  'zh-CN': {
    backToDocs: '在文档中查看',
    notFound: (id) => `不存在 ID 为 "${id}" 的示例。`,
    demoOf: (title) => `示例：${title}`,
  },
};

/** The standalone locale of a Docusaurus locale (`en` -> en-US, `zh-CN` -> zh-CN): the page's language without a query. */
export function siteStandaloneLocale(docusaurusLocale: string): StandaloneLocale {
  return docusaurusLocale === 'zh-CN' ? 'zh-CN' : 'en-US';
}

/** The locale named by the query string, or `fallback` (en-US unless given) for anything missing or unknown. */
export function pickLocale(search: string, fallback: StandaloneLocale = 'en-US'): StandaloneLocale {
  let requested: string | null = null;
  try {
    requested = new URLSearchParams(search).get('locale');
  } catch {
    requested = null;
  }
  return (STANDALONE_LOCALES as readonly string[]).includes(requested ?? '')
    ? (requested as StandaloneLocale)
    : fallback;
}
