import React from 'react';
import fc from 'fast-check';
import {render} from '@testing-library/react';
import {Highlight, themes, type RenderProps, type Token, type TokenOutputProps} from 'prism-react-renderer';
import {tokenRuns} from '../tokenRuns';

type Style = TokenOutputProps['style'];

/** A style as text, entries in a fixed order; the line's own color and no style both read as "". */
function drawnAs(style: Style, lineStyle: Style): string {
  const key = (s: Style) =>
    Object.entries(s ?? {})
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => `${name}:${String(value)}`)
      .join(';');
  const own = key(style);
  return own === key(lineStyle) ? '' : own;
}

/** How each character of a line is drawn: its token's style (empty tokens draw no characters). */
function characters(tokens: readonly {content: string; style: Style}[], lineStyle: Style): string[] {
  return tokens.flatMap(({content, style}) => [...content].map((char) => `${char}|${drawnAs(style, lineStyle)}`));
}

/** Prism's tokens and props for some code, as the site's code blocks get them. */
function highlight(code: string, theme: typeof themes.vsLight, language = 'tsx'): RenderProps {
  let props: RenderProps | undefined;
  render(
    <Highlight code={code} language={language} theme={theme}>
      {(renderProps) => {
        props = renderProps;
        return <pre />;
      }}
    </Highlight>,
  );
  if (!props) throw new Error('Highlight did not render');
  return props;
}

const GUIDE_CODE = `import {Line} from '@ant-design/plots';
import type {LineConfig} from '@ant-design/plots';

export default function Revenue(): JSX.Element {
  const config: LineConfig = {data, xField: 'year', yField: 'value', smooth: true};
  return <Line {...config} />;
}
`;

describe('tokenRuns', () => {
  it.each([
    ['light', themes.vsLight],
    ['dark', themes.gruvboxMaterialDark],
  ])('draws every character of highlighted TSX as Prism did, in fewer spans (%s theme)', (_mode, theme) => {
    const {tokens, getTokenProps, getLineProps} = highlight(GUIDE_CODE, theme);
    let tokenCount = 0;
    let spanCount = 0;
    for (const line of tokens) {
      const lineStyle = getLineProps({line}).style;
      const runs = tokenRuns(line, getTokenProps, lineStyle);
      const before = line.map((token) => ({content: token.content, style: getTokenProps({token}).style}));
      const after = runs.map((run) => ({content: run.props.children, style: run.props.style}));
      expect(characters(after, lineStyle)).toEqual(characters(before, lineStyle));
      tokenCount += line.length;
      spanCount += runs.filter((run) => run.token.types.join() !== 'plain').length;
    }
    expect(spanCount).toBeLessThan(tokenCount / 1.5);
  });

  it('keeps the classes of the tokens it joins, and marks bare text as plain', () => {
    const {tokens, getTokenProps, getLineProps} = highlight("import {Line} from '@ant-design/plots';", themes.vsLight);
    const runs = tokenRuns(tokens[0]!, getTokenProps, getLineProps({line: tokens[0]!}).style);
    const keyword = runs.find((run) => run.props.children === 'import');
    expect(keyword?.props.className).toBe('token keyword');
    expect(keyword?.props.style).toEqual({color: 'rgb(0, 0, 255)'});
    const bare = runs.filter((run) => run.token.types.join() === 'plain');
    expect(bare.length).toBeGreaterThan(0);
    for (const run of bare) expect(run.props.style).toBeUndefined();
  });

  it('leaves an empty line’s placeholder token alone', () => {
    const empty: Token = {types: ['plain'], content: '\n', empty: true};
    const runs = tokenRuns([empty], ({token}) => ({className: 'token plain', children: token.content}), {
      color: '#000',
    });
    expect(runs).toEqual([{token: empty, props: {className: 'token plain', children: '\n'}}]);
  });

  it('for any line: same characters in the same styles, and no two neighbouring runs drawn alike', () => {
    const LINE_STYLE = {color: '#000000'};
    // Some types have a color, one is styled like the line itself, one has no entry at all.
    const STYLES: Record<string, Style> = {
      keyword: {color: 'rgb(0, 0, 255)'},
      builtin: {color: 'rgb(0, 0, 255)'},
      string: {color: 'rgb(163, 21, 21)'},
      comment: {color: 'rgb(0, 128, 0)', fontStyle: 'italic'},
      punctuation: {color: '#000000'},
      operator: undefined,
    };
    const tokenArbitrary = fc.record(
      {
        types: fc.uniqueArray(fc.constantFrom('plain', ...Object.keys(STYLES)), {minLength: 1, maxLength: 2}),
        content: fc.string({maxLength: 6}),
        empty: fc.boolean(),
      },
      {requiredKeys: ['types', 'content']},
    );
    const getTokenProps = ({token}: {token: Token}): TokenOutputProps => {
      const style =
        token.types.join() === 'plain'
          ? undefined
          : (Object.assign({}, ...token.types.map((type) => STYLES[type] ?? {})) as NonNullable<Style>);
      return {className: ['token', ...token.types].join(' '), style, children: token.content};
    };
    fc.assert(
      fc.property(fc.array(tokenArbitrary, {maxLength: 12}), (line) => {
        const runs = tokenRuns(line, getTokenProps, LINE_STYLE);
        const drawn = (tokens: {content: string; style: Style}[]) => characters(tokens, LINE_STYLE);
        expect(drawn(runs.map((run) => ({content: run.props.children, style: run.props.style})))).toEqual(
          drawn(line.map((token) => ({content: token.content, style: getTokenProps({token}).style}))),
        );
        expect(runs.filter((run) => run.token.empty)).toHaveLength(line.filter((token) => token.empty).length);
        expect(runs.length).toBeLessThanOrEqual(line.length);
        // What is drawn in the line's own color is bare text, which Line/Token writes without a span.
        for (const run of runs) {
          if (!run.token.empty && drawnAs(run.props.style, LINE_STYLE) === '')
            expect(run.token.types).toEqual(['plain']);
        }
        runs.forEach((run, i) => {
          const next = runs[i + 1];
          if (!next || run.token.empty || next.token.empty) return;
          expect(drawnAs(next.props.style, LINE_STYLE)).not.toBe(drawnAs(run.props.style, LINE_STYLE));
        });
      }),
    );
  });
});
