/**
 * URL of the editor's declaration bundle. plugins/editor-types writes it with
 * createData; `new URL(..., import.meta.url)` makes the bundler emit it as a
 * content-hashed asset (`assets/editor-types/`), never inside a script chunk.
 * The path must stay a literal for the bundler to see it.
 */
export function getEditorTypesUrl(): string {
  return new URL('@generated/editor-types/default/editor-types.json', import.meta.url).href;
}
