import type {Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

type StyleObj = TokenOutputProps['style'];

/** A stretch of a line's tokens that Prism's theme draws alike, shown as one span (or as bare text). */
export interface TokenRun {
  /** The run as a token: its types are the union of the merged tokens' types, `['plain']` for bare text. */
  readonly token: Token;
  readonly props: TokenOutputProps;
}

/** Style entries in a fixed order, so that two tokens drawn alike give the same key. */
function styleKey(style: StyleObj): string {
  if (!style) return '';
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}:${String(value)}`)
    .join(';');
}

/**
 * Joins neighbouring tokens that the theme draws alike, and turns the ones
 * drawn in the line's own color into bare text.
 *
 * Prism gives every token its own span with its own inline style, and the
 * "plain" ones between them a span too: the guide's code was ~1,700 spans, two
 * thirds of its elements, all parsed, styled and laid out before the first
 * paint. Shown as runs it is about half that, with the same text in the same
 * colors. Empty tokens (an empty line's placeholder) are kept as they are.
 *
 * @param lineStyle the style of the line the tokens sit in (its text color)
 */
export function tokenRuns(
  line: readonly Token[],
  getTokenProps: (input: TokenInputProps) => TokenOutputProps,
  lineStyle: StyleObj,
): TokenRun[] {
  const inherited = new Set(['', styleKey(lineStyle)]);
  const runs: {key: string; types: string[]; content: string; props: TokenOutputProps; token: Token}[] = [];
  for (const token of line) {
    const props = getTokenProps({token});
    const own = styleKey(props.style);
    const key = inherited.has(own) ? '' : own;
    if (token.empty) {
      runs.push({key, types: token.types, content: token.content, props, token});
      continue;
    }
    const last = runs.at(-1);
    if (last && !last.token.empty && last.key === key) {
      last.content += token.content;
      // Bare text stays `plain`; a span lists the types of every token it holds.
      if (key !== '') for (const type of token.types) if (!last.types.includes(type)) last.types.push(type);
      continue;
    }
    runs.push({key, types: key === '' ? ['plain'] : [...token.types], content: token.content, props, token});
  }
  return runs.map((run) => {
    if (run.token.empty) return {token: run.token, props: run.props};
    const token: Token = {types: run.types, content: run.content};
    return {
      token,
      props:
        run.key === ''
          ? {className: 'token plain', children: run.content}
          : {...run.props, className: ['token', ...run.types].join(' '), children: run.content},
    };
  });
}
