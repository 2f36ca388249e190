import type {ValueShape} from './types';

/** A value's shape in a few words (`examples`: with a primitive's recorded value): `number (65.4)`, `object {browser, share}`, `array of 6 objects`, `Element`. */
export function describeShape(shape: ValueShape, examples = true): string {
  if (shape.class) return shape.class;
  switch (shape.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return shape.example === undefined || !examples ? shape.type : `${shape.type} (${JSON.stringify(shape.example)})`;
    case 'array': {
      const item = shape.item ? describeShape(shape.item, examples) : '';
      return `array of ${shape.length ?? 0}${item ? `, first: ${item}` : ''}`;
    }
    case 'object':
      return shape.keys && shape.keys.length > 0 ? `object {${shape.keys.join(', ')}}` : 'object';
    default:
      return shape.type;
  }
}
