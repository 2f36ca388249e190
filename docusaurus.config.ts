import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import siteShellPlugin, {getSsrTemplate} from './plugins/site-shell/src';
import chartDocsPlugin from './plugins/chart-docs/src';
import changelogPlugin from './plugins/changelog/src';
import searchPlugin from './plugins/search/src';
import editorTypesPlugin from './plugins/editor-types/src';
import llmsPlugin from './plugins/llms/src';
import {siteAddress} from './scripts/siteAddress.mjs';
import {docsEditUrl, OFFICIAL_2X_DOCS_URL} from './src/docsVersions';

const REPOSITORY_URL = 'https://github.com/ant-design/ant-design-charts';
const DOCUMENTED_VERSION_LABEL = '@ant-design/plots 1.x';
const address = siteAddress(process.env);
/**
 * Docusaurus loads this file again for each language it builds, with that language in
 * DOCUSAURUS_CURRENT_LOCALE: the Chinese of the two texts below, which no translation file covers.
 */
const chinese = process.env.DOCUSAURUS_CURRENT_LOCALE === 'zh-CN';

const config: Config = {
  title: 'Ant Design Plots',
  tagline: 'React chart components built on G2Plot: 35 chart types, typed props, one line to render.',
  favicon: 'img/favicon.svg',
  // SITE_URL and BASE_URL at build time (defaults: https://plots-docs.example.org and /; README "Deploy").
  url: address.url,
  baseUrl: address.baseUrl,
  trailingSlash: false,
  // Docusaurus' template, with the bundle preloaded and started after the first paint.
  ssrTemplate: getSsrTemplate(),

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  future: {
    // Rspack and SWC: a cold production build in seconds instead of half a minute.
    faster: true,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      mdx1CompatDisabledByDefault: true,
      // The theme choice stays under the plain `theme` key that visitors'
      // browsers already use (the site stores light, dark or auto there).
      siteStorageNamespacing: false,
    },
  },

  i18n: {
    defaultLocale: 'en',
    // English at `/`, Chinese at `/zh-CN/` (its texts in i18n/zh-CN). `npm run build` builds both;
    // `docusaurus build --locale zh-CN` one (CONTRIBUTING.md, "The Chinese site").
    locales: ['en', 'zh-CN'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en-US', path: 'en'},
      // Its base said outright: Docusaurus drops the `zh-CN/` it infers when one language is built alone
      // (`--locale zh-CN`), which then wrote a Chinese site at `/` over the build folder.
      'zh-CN': {label: '简体中文', htmlLang: 'zh-CN', path: 'zh-CN', baseUrl: `${address.baseUrl}zh-CN/`},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          // One docs source at the normal paths. The label names the package version the
          // pages document: a bare `2.x` read as @ant-design/plots 2.x (a different, G2 5 based
          // major), which the version menu links to on its official site instead.
          versions: {current: {label: DOCUMENTED_VERSION_LABEL, banner: 'none'}},
          editUrl: docsEditUrl(process.env),
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          // The all-results page (the search plugin's route) is no destination, in either language.
          ignorePatterns: ['', 'zh-CN/'].flatMap((language) => [
            `${address.baseUrl}${language}search`,
            `${address.baseUrl}${language}~fixtures/**`,
          ]),
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-live-codeblock'],

  // Each plugin owns its browser half: its theme components are `@theme/*`
  // (ChartPage, Demo, ExamplesPage, ChangelogPage, CopyPageMenu, ...).
  plugins: [
    changelogPlugin,
    [siteShellPlugin, {prismLanguagesModule: './src/client/prismLanguagesOnFirstCodeBlock.ts'}],
    searchPlugin,
    editorTypesPlugin,
    llmsPlugin,
    chartDocsPlugin,
    // Pages that only the browser tests use (a live code block, ...): built when
    // DOCS_FIXTURES=1, as `npm test` does, never in a build for publishing.
    ...(process.env.DOCS_FIXTURES === '1'
      ? [['content-pages', {id: 'fixtures', path: 'test/fixtures/pages', routeBasePath: '/~fixtures'}]]
      : []),
  ],

  // Run on every page, in this order: the malformed-path repair first, then the
  // guard that turns a failed script chunk into an error page.
  clientModules: [
    './src/client/canonicalizeLocation.ts',
    './src/client/guardRouteChunks.ts',
    './src/client/liveEditorPolicy.ts',
    './src/client/replayEarlyInput.ts',
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // Nothing stored means "auto": follow the operating system.
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: 'Ant Design Plots',
      // Sized, so the title beside it does not move when the logo arrives (a layout shift on every page).
      logo: {alt: 'Ant Design Plots logo', src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: false,
      items: [
        {to: '/guide', label: 'Guide', position: 'left', activeBaseRegex: '^/guide'},
        {to: '/api', label: 'API', position: 'left', activeBaseRegex: '^/api'},
        {to: '/examples', label: 'Examples', position: 'left'},
        {to: '/changelog', label: 'Changelog', position: 'left'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // The documented version, then the other major on its own site (an external link: it opens in
          // a new tab with the theme's external-link icon, and its label says it leaves this site).
          dropdownItemsAfter: [
            {
              href: OFFICIAL_2X_DOCS_URL,
              label: chinese ? '@ant-design/plots 2.x 文档（官网）' : '@ant-design/plots 2.x docs (official site)',
            },
          ],
        },
        {
          href: REPOSITORY_URL,
          position: 'right',
          className: 'header-github-link',
          'aria-label': chinese ? 'GitHub 仓库' : 'GitHub repository',
        },
        // The same page in the other language, query and anchor kept (src/theme/NavbarItem/LocaleDropdownNavbarItem.tsx).
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Get Started', to: '/guide'},
            {label: 'API', to: '/api'},
            {label: 'Changelog', to: '/changelog'},
          ],
        },
        {
          title: 'Project',
          items: [
            {label: 'GitHub', href: REPOSITORY_URL},
            {label: 'Issues', href: `${REPOSITORY_URL}/issues`},
            {label: 'G2Plot', href: 'https://g2plot.antv.antgroup.com/'},
          ],
        },
      ],
      copyright: `Documents @ant-design/plots 1.x, the React components of the G2Plot 2.x engine. Released under the MIT License.`,
    },
    prism: {
      // Every token colour must reach 4.5:1 on the code background (WCAG AA; e2e/a11y.spec.ts checks it).
      // VS Light passes except its attribute-name red (#ff0000, 4.0:1), darkened here to 5.5:1; the
      // former GitHub and Dracula themes fell to 2.6:1 and 3.0:1. Gruvbox Material Dark passes as is.
      theme: {
        ...prismThemes.vsLight,
        styles: prismThemes.vsLight.styles.map((entry) =>
          entry.types.includes('attr-name') ? {...entry, style: {...entry.style, color: '#d40000'}} : entry,
        ),
      },
      darkTheme: prismThemes.gruvboxMaterialDark,
      additionalLanguages: ['bash'],
    },
    liveCodeBlock: {playgroundPosition: 'bottom'},
  } satisfies Preset.ThemeConfig,
};

export default config;
