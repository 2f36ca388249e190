import type {ValueShape} from './types';
import {englishPhrase, type RecordPhrase} from './phrases';

/**
 * A value's shape in a few words (`examples`: with a primitive's recorded value): `number (65.4)`,
 * `object {browser, share}`, `array of 6 objects`, `Element`; `phrase` gives the words in the page's language.
 */
export function describeShape(shape: ValueShape, examples = true, phrase: RecordPhrase = englishPhrase): string {
  if (shape.class) return shape.class;
  switch (shape.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return shape.example === undefined || !examples ? shape.type : `${shape.type} (${JSON.stringify(shape.example)})`;
    case 'array': {
      const item = shape.item ? describeShape(shape.item, examples, phrase) : '';
      const length = shape.length ?? 0;
      return item ? phrase('shape.arrayWithFirst', {length, item}) : phrase('shape.array', {length});
    }
    case 'object':
      return shape.keys && shape.keys.length > 0
        ? phrase('shape.objectWithKeys', {keys: `{${shape.keys.join(', ')}}`})
        : 'object';
    default:
      return shape.type;
  }
}
