import type {LoadContext, Plugin} from '@docusaurus/types';
import {CHUNK_LOAD_TIMEOUT_MS, NOSCRIPT_TEXT} from '../../../src/constants';
import {getColorModeNormalizerScript} from './colorModeScript';

/**
 * Site-wide concerns that no theme component owns: the no-JavaScript notice,
 * the theme normaliser that must run before first paint, and the bundler's
 * chunk time-out.
 */
export default function siteShellPlugin(_context: LoadContext): Plugin {
  return {
    name: 'site-shell',
    getClientModules() {
      return [
        require.resolve('../../../src/client/repairMalformedPath'),
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
      return {output: {chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS}};
    },
  };
}
