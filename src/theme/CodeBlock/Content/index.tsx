import React from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {useMountedDuringHydration} from './useMountedDuringHydration';

/**
 * The prerendered `<pre>` kept as the server wrote it. Hydrating a code block
 * meant running Prism over its code again and matching every token span (the
 * guide has ten blocks and ~1,700 spans: the largest part of its blocking time
 * on a throttled phone) only to arrive at the same DOM. React leaves the
 * children of an element with `dangerouslySetInnerHTML` alone while hydrating
 * and after, as long as the value does not change.
 */
function PrerenderedContent({className}: Props): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  return (
    <pre
      // theme-common types the ref for React 19 (`RefObject<T | null>`); React 18's `ref` prop wants `RefObject<T>`.
      ref={wordWrap.codeBlockRef as React.RefObject<HTMLPreElement>}
      // As in Docusaurus' block: scrollable code is reachable by keyboard.
      tabIndex={0}
      className={clsx(
        className,
        `prism-code language-${metadata.language.toLowerCase()}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={prismTheme.plain}
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  );
}

type OriginalContentType = React.ComponentType<Props>;
let originalContent: OriginalContentType | undefined;

/**
 * Docusaurus' highlighting content, and with it Prism and its grammars, are
 * evaluated the first time a block is highlighted, not when the page's chunk
 * runs: evaluating Prism took ~35 ms of the home page's hydration (~140 ms on
 * a throttled phone) to draw lines the prerendered HTML already has. Required
 * synchronously, like the block itself (see `getHighlightedCodeBlock`): the
 * module is in the chunk already, only its evaluation waits.
 */
function getOriginalContent(): OriginalContentType {
  if (!originalContent) {
    const {Prism} = require('prism-react-renderer') as typeof import('prism-react-renderer');
    // Registers `additionalLanguages` (bash) with the Prism instance the blocks use.
    (require('@theme/prism-include-languages') as typeof import('@theme/prism-include-languages')).default(Prism);
    originalContent = (require('@theme-original/CodeBlock/Content') as {default: OriginalContentType}).default;
  }
  return originalContent;
}

/**
 * A block that hydrates keeps its prerendered lines; one mounted later
 * (client-side navigation, or the remount that `HighlightedCodeBlock` makes
 * when the visitor's color mode is not the prerendered one, or changes) is
 * highlighted by Docusaurus' own content.
 */
export default function CodeBlockContent(props: Props): React.JSX.Element {
  if (useMountedDuringHydration()) {
    return <PrerenderedContent {...props} />;
  }
  const OriginalContent = getOriginalContent();
  return <OriginalContent {...props} />;
}
