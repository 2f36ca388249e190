import React, {isValidElement} from 'react';
import type {Props} from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Prism} from 'prism-react-renderer';

// Registers `additionalLanguages` (bash) with the Prism instance the blocks use,
// here rather than in the main bundle (see src/client/prismLanguagesOnFirstCodeBlock.ts).
prismIncludeLanguages(Prism);

/** Plain strings are joined so the block stays copyable; element children stay as they are. */
function stringifyChildren(children: Props['children']): Props['children'] {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The prerendered HTML carries the Prism colours of the default color mode,
 * and hydration does not patch inline styles. Docusaurus therefore remounts
 * every code block after hydration, in one synchronous update that re-highlights
 * them all (the longest task on the guide). Only a visitor in another mode
 * needs that remount; in the default mode the hydrated blocks are already right.
 */
function useRemountKey(): string {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {colorMode: config} = useThemeConfig();
  return isBrowser && colorMode !== config.defaultMode ? 'client' : 'prerendered';
}

/** Docusaurus' highlighted code block (title, line numbers, copy and wrap buttons). */
export default function HighlightedCodeBlock({children: rawChildren, ...props}: Props): React.JSX.Element {
  const key = useRemountKey();
  const children = stringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent key={key} {...props}>
      {children}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {children}
    </ElementContent>
  );
}
