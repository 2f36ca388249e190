import {lineOfOffset, toCompletionOptions, toLintDiagnostics} from '../tsToCodeMirror';

describe('toCompletionOptions', () => {
  it('maps kinds to CodeMirror types and ranks the chart’s options above globals', () => {
    const options = toCompletionOptions([
      {name: 'Symbol', kind: 'var', sortText: '15'},
      {name: 'smooth', kind: 'JSX attribute', sortText: '11'},
      {name: 'while', kind: 'keyword', sortText: '15'},
    ]);
    expect(options.map(({label, type, detail}) => ({label, type, detail}))).toEqual([
      {label: 'smooth', type: 'property', detail: 'option'},
      {label: 'Symbol', type: 'variable', detail: undefined},
      {label: 'while', type: 'keyword', detail: undefined},
    ]);
    expect(options[0].boost).toBeGreaterThan(options[1].boost ?? 0);
  });

  it('applies TypeScript’s insert text only where it differs from the name', () => {
    const [quoted, plain] = toCompletionOptions([
      {name: 'top-left', kind: 'string', sortText: '11', insertText: "'top-left'"},
      {name: 'label', kind: 'property', sortText: '11', insertText: 'label'},
    ]);
    expect(quoted.apply).toBe("'top-left'");
    expect(plain.apply).toBeUndefined();
  });

  it('treats an unknown kind as text', () => {
    expect(toCompletionOptions([{name: 'x', kind: 'something new', sortText: 'zz'}])[0]).toMatchObject({
      type: 'text',
      boost: 0,
    });
  });
});

describe('toLintDiagnostics', () => {
  it('keeps spans, severities and messages', () => {
    expect(toLintDiagnostics([{start: 4, length: 6, message: 'Bad', category: 'error'}], 100)).toEqual([
      {from: 4, to: 10, message: 'Bad', severity: 'error', source: 'TypeScript'},
    ]);
  });

  it('clamps spans to a document that got shorter, and widens empty ones to a character', () => {
    expect(
      toLintDiagnostics(
        [
          {start: 90, length: 20, message: 'Late', category: 'warning'},
          {start: 3, length: 0, message: 'Empty', category: 'error'},
        ],
        50,
      ).map(({from, to}) => [from, to]),
    ).toEqual([
      [50, 50],
      [3, 4],
    ]);
  });
});

describe('lineOfOffset', () => {
  it('counts lines from 1', () => {
    const code = 'a\nbb\nccc';
    expect(lineOfOffset(code, 0)).toBe(1);
    expect(lineOfOffset(code, 2)).toBe(2);
    expect(lineOfOffset(code, 5)).toBe(3);
  });
});
