import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectDeclarations} from './collectDeclarations';
import type {EditorTypesBundle} from './types';

export type {EditorTypesBundle};

/**
 * The editor's client spells this path literally for the bundler
 * (`@generated/editor-types/default/editor-types.json`).
 */
export const EDITOR_TYPES_PLUGIN_NAME = 'editor-types';
export const EDITOR_TYPES_FILE = 'editor-types.json';

/** The modules whose declarations the live editor knows: the library and React (JSX runtime included). */
const TYPED_MODULES = ['@ant-design/plots', 'react', 'react/jsx-runtime'];

/**
 * The declaration bundle of the live editor's type help: collected once per
 * build, written with createData and emitted as one content-hashed asset
 * (`assets/editor-types/editor-types.[hash].json`) that the editor fetches
 * when a visitor first opens a demo's code.
 */
export default function editorTypesPlugin(context: LoadContext): Plugin {
  return {
    name: EDITOR_TYPES_PLUGIN_NAME,
    async contentLoaded({actions}) {
      const bundle: EditorTypesBundle = collectDeclarations({siteDir: context.siteDir, modules: TYPED_MODULES});
      await actions.createData(EDITOR_TYPES_FILE, JSON.stringify(bundle));
    },
    configureWebpack() {
      return {
        module: {
          // The worker imports the compiler itself: 9 MB of one CommonJS file whose only `require`s
          // (fs, path, os...) run under Node alone, so the bundler copies it instead of parsing it.
          // Left unparsed, those `require`s stay free variables, and in a worker, where `require` is
          // undefined, TypeScript takes its browser paths.
          noParse: /[\\/]node_modules[\\/]typescript[\\/]lib[\\/]typescript\.js$/,
          rules: [
            {
              test: /\.json$/,
              include: path.join(context.generatedFilesDir, EDITOR_TYPES_PLUGIN_NAME),
              dependency: 'url',
              type: 'asset/resource',
              generator: {filename: 'assets/editor-types/[name].[contenthash:8][ext]'},
            },
          ],
        },
      };
    },
  };
}
