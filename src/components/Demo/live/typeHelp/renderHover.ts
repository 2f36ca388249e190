import {translate} from '@docusaurus/Translate';
import type {OptionDoc} from './optionDocs';

/**
 * The hover's content: TypeScript's type of the symbol, and for a chart
 * option the props table's description with a link to its row. Built as DOM
 * with text nodes only: nothing from the code is read as HTML.
 */
export function renderHover(display: string, doc: OptionDoc | undefined): HTMLElement {
  const box = document.createElement('div');
  box.className = 'type-help-hover';
  const type = document.createElement('code');
  type.textContent = display;
  box.append(type);
  if (doc) {
    if (doc.description) {
      const description = document.createElement('p');
      description.textContent = doc.description;
      box.append(description);
    }
    const link = document.createElement('a');
    link.href = doc.href;
    link.textContent = translate(
      {id: 'site.demo.typeHelp.optionLink', message: '{path} in the API table'},
      {path: doc.path},
    );
    box.append(link);
  }
  return box;
}
