import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {getBootScript} from './bootScripts';
import {createCompileHintPlugin} from './compileHints';
import {docsShellCacheGroups} from './docsShellChunk';
import {getColorModeNormalizerScript} from './colorModeScript';
import {getEarlyInputScript} from './earlyInputScript';
import {CHUNK_LOAD_TIMEOUT_MS, NOSCRIPT_MESSAGE, NO_SCRIPT_NOTE_CLASS} from './constants';
import {validateOptions, type PluginOptions} from './options';

/** `@theme/Badge` and `@theme/StatusLine`: small parts every plugin's pages share. */
const THEME_PATH = path.join(__dirname, 'theme');

export {validateOptions};
export {getSsrTemplate} from './bootScripts';

/** theme-classic's client module that loads Prism on every page; replaced by the `prismLanguagesModule` option. */
const PRISM_CLIENT_MODULE = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

/** The option's file, resolved from the site directory; a missing file stops the build with the path it looked at. */
function resolveSiteFile(siteDir: string, option: string, value: string): string {
  const file = path.resolve(siteDir, value);
  if (!fs.existsSync(file)) {
    throw new Error(`[site-shell] ${option} "${value}" does not exist (looked for ${file}).`);
  }
  return file;
}

/**
 * Site-wide concerns that no theme component owns: the no-JavaScript notice,
 * the theme normaliser that must run before first paint, starting the bundle
 * after first paint, the main bundle's compile hint, the bundler's chunk
 * time-out, keeping Prism out of the main bundle, and one chunk for the docs
 * pages' shared layout.
 */
function siteShellPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const prismLanguagesModule = resolveSiteFile(context.siteDir, 'prismLanguagesModule', options.prismLanguagesModule);
  return {
    name: 'site-shell',
    getThemePath() {
      return THEME_PATH;
    },
    getTypeScriptThemePath() {
      return THEME_PATH;
    },
    injectHtmlTags() {
      // In the language of the build (each language's build has its own messages); HTML-escaped, as it is markup here.
      const noscriptText = (context.codeTranslations[NOSCRIPT_MESSAGE.id] ?? NOSCRIPT_MESSAGE.message).replace(
        /[&<>]/g,
        (character) => `&#${character.charCodeAt(0)};`,
      );
      return {
        // Docusaurus' theme script is a pre-body tag of the classic theme,
        // which loads before this plugin: ours runs right after it.
        preBodyTags: [
          {tagName: 'script', innerHTML: getColorModeNormalizerScript()},
          // Before any content: clicks and typing that come before hydration are kept.
          {tagName: 'script', innerHTML: getEarlyInputScript()},
          // The notice is a normal element, hidden unless the <noscript> style
          // reveals it: browsers without JavaScript and automation tools that
          // skip <noscript> text both see it, once. The same style reveals the
          // page's own notes of what needs JavaScript (`.${NO_SCRIPT_NOTE_CLASS}`,
          // plugins/site-shell/src/theme/NoScriptNote).
          {
            tagName: 'noscript',
            innerHTML: `<style>.noscript-notice,.${NO_SCRIPT_NOTE_CLASS}{display:block!important}</style><span class="sr-only" aria-hidden="true">${noscriptText}</span>`,
          },
          {
            tagName: 'div',
            attributes: {class: 'noscript-notice', role: 'alert', style: 'display:none'},
            innerHTML: noscriptText,
          },
        ],
        // Starts the bundle once the first frame is painted; the page
        // template (getSsrTemplate, the site's ssrTemplate) only preloads it.
        postBodyTags: [{tagName: 'script', innerHTML: getBootScript()}],
      };
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: isServer ? [] : [createCompileHintPlugin(currentBundler)],
        ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: docsShellCacheGroups()}}}),
        output: {chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS},
        resolve: {
          alias: {
            // The client module is required by absolute path (without extension) from .docusaurus/client-modules.js.
            [PRISM_CLIENT_MODULE]: prismLanguagesModule,
          },
        },
      };
    },
  };
}

// The site config passes this function itself rather than a module path, and
// Docusaurus then looks for validateOptions on the function. PluginModule types
// options as unknown, which validateOptions guarantees.
siteShellPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;

export default siteShellPlugin as PluginModule;
