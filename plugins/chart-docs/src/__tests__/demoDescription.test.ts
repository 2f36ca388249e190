import fc from 'fast-check';
import {descriptionFormatError, descriptionSegments, plainDescription} from '../demoDescription';

describe('demo descriptions', () => {
  it('splits option names written as code from the text around them', () => {
    expect(descriptionSegments('The axis starts at 48 through `meta.min`, not `startOnZero`.')).toEqual([
      {text: 'The axis starts at 48 through ', code: false},
      {text: 'meta.min', code: true},
      {text: ', not ', code: false},
      {text: 'startOnZero', code: true},
      {text: '.', code: false},
    ]);
    expect(descriptionSegments('`smooth` curves.')[0]).toEqual({text: 'smooth', code: true});
  });

  it('reads as plain text without backticks', () => {
    expect(plainDescription('Set `smooth` to draw curves.')).toBe('Set smooth to draw curves.');
  });

  it('names what breaks the format', () => {
    expect(descriptionFormatError('Uses `xField.')).toBe('a backtick is not closed');
    expect(descriptionFormatError('Empty `` here')).toBe('an empty code span (``)');
    expect(descriptionFormatError('Fine `xField` and `yField`.')).toBeUndefined();
  });

  it('loses no text: the segments join to the plain description', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.boolean())), (runs) => {
        const description = runs
          .map(([text, code]) => (code ? `\`${text.replace(/`/g, '')}\`` : text.replace(/`/g, '')))
          .join('');
        fc.pre(descriptionFormatError(description) === undefined);
        expect(
          descriptionSegments(description)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(plainDescription(description));
      }),
    );
  });
});
