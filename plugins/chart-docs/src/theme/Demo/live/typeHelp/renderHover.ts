import {translate} from '@docusaurus/Translate';
import type {CallbackSignature} from '../../../../props/types';
import type {OptionDoc} from './optionDocs';
import {renderDescription} from './renderDescription';

/** What a callback option's function receives and returns, in the words of the props table. */
function renderCallback(callback: CallbackSignature): HTMLElement {
  const box = document.createElement('div');
  box.className = 'type-help-callback';
  const intro = document.createElement('p');
  intro.textContent =
    callback.params.length === 0
      ? translate({id: 'site.propsTable.callback.none', message: 'The function receives nothing.'})
      : translate({id: 'site.propsTable.callback.receives', message: 'The function receives:'});
  box.append(intro);
  if (callback.params.length > 0) {
    const list = document.createElement('ul');
    for (const param of callback.params) {
      const item = document.createElement('li');
      const signature = document.createElement('code');
      signature.textContent = `${param.name}${param.optional ? '?' : ''}: ${param.type}`;
      item.append(signature);
      if (param.description) {
        item.append(' – ', renderDescription('span', param.description, param.descriptionParts));
      }
      list.append(item);
    }
    box.append(list);
  }
  const returns = document.createElement('p');
  const type = document.createElement('code');
  type.textContent = callback.returns;
  returns.append(`${translate({id: 'site.propsTable.callback.returns', message: 'Returns'})} `, type);
  box.append(returns);
  return box;
}

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
      box.append(renderDescription('p', doc.description, doc.descriptionParts));
    }
    if (doc.callback) box.append(renderCallback(doc.callback));
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
