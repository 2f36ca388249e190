import type {LoadContext, Plugin} from '@docusaurus/types';
import {CHUNK_LOAD_TIMEOUT_MS, NOSCRIPT_TEXT} from '../../../src/constants';
import {getColorModeNormalizerScript} from './colorModeScript';

/** theme-classic's client module that loads Prism on every page; replaced, see src/client/prismLanguagesOnFirstCodeBlock.ts. */
const PRISM_CLIENT_MODULE = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

/**
 * Site-wide concerns that no theme component owns: the no-JavaScript notice,
 * the theme normaliser that must run before first paint, the bundler's
 * chunk time-out, and keeping Prism out of the main bundle.
 */
export default function siteShellPlugin(_context: LoadContext): Plugin {
  return {
    name: 'site-shell',
    getClientModules() {
      return [
        require.resolve('../../../src/client/canonicalizeLocation'),
        require.resolve('../../../src/client/guardRouteChunks'),
      ];
    },
    injectHtmlTags() {
      return {
        // Docusaurus' theme script is a pre-body tag of the classic theme,
        // which loads before this plugin: ours runs right after it.
        preBodyTags: [
          {tagName: 'script', innerHTML: getColorModeNormalizerScript()},
          // The notice is a normal element, hidden unless the <noscript> style
          // reveals it: browsers without JavaScript and automation tools that
          // skip <noscript> text both see it, once.
          {
            tagName: 'noscript',
            innerHTML: `<style>.noscript-notice{display:block!important}</style><span class="sr-only" aria-hidden="true">${NOSCRIPT_TEXT}</span>`,
          },
          {
            tagName: 'div',
            attributes: {class: 'noscript-notice', role: 'alert', style: 'display:none'},
            innerHTML: NOSCRIPT_TEXT,
          },
        ],
      };
    },
    configureWebpack() {
      return {
        output: {chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS},
        resolve: {
          alias: {
            // The client module is required by absolute path (without extension) from .docusaurus/client-modules.js.
            [PRISM_CLIENT_MODULE]: require.resolve('../../../src/client/prismLanguagesOnFirstCodeBlock'),
          },
        },
      };
    },
  };
}
