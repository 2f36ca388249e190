import type {DescriptionPart} from '../../../../props/types';
import {isDescriptionLink} from '../../../../props/descriptionLink';

function appendParts(parent: HTMLElement, parts: readonly DescriptionPart[]): void {
  for (const part of parts) {
    if (typeof part === 'string') {
      parent.append(part);
    } else if ('code' in part) {
      const code = document.createElement('code');
      code.textContent = part.code;
      parent.append(code);
    } else if ('link' in part) {
      if (isDescriptionLink(part.link)) {
        const link = document.createElement('a');
        link.href = part.link;
        link.textContent = part.text;
        parent.append(link);
      } else {
        parent.append(part.text);
      }
    } else {
      const box = document.createElement('em' in part ? 'em' : 'strong');
      appendParts(box, 'em' in part ? part.em : part.strong);
      parent.append(box);
    }
  }
}

/**
 * A props-table description as DOM for the editor's hover: its inline
 * Markdown (code, links, emphasis) when parsed at build time, else its text.
 * Text nodes only; nothing is read as HTML.
 */
export function renderDescription(
  tag: 'p' | 'span',
  text: string,
  parts: readonly DescriptionPart[] | undefined,
): HTMLElement {
  const element = document.createElement(tag);
  if (parts) appendParts(element, parts);
  else element.textContent = text;
  return element;
}
