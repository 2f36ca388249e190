import React, {isValidElement, useEffect, useState} from 'react';
import type {Props} from '@theme/CodeBlock';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

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
 * every code block once the page is hydrated (and re-renders all of them in
 * one synchronous update). Only a block hydrated in another color mode needs
 * that remount; a block mounted after hydration (client-side navigation)
 * already has the right colours. `data-has-hydrated` is set by Docusaurus
 * after the first hydration, and reading it here does not subscribe this
 * block to the "is browser" flip that re-rendered every block on every load.
 */
function useRemountKey(): string {
  const {colorMode} = useColorMode();
  const {
    colorMode: {defaultMode},
  } = useThemeConfig();
  const [prerendered, setPrerendered] = useState(
    () => typeof document === 'undefined' || document.documentElement.dataset.hasHydrated !== 'true',
  );
  const stale = prerendered && colorMode !== defaultMode;
  useEffect(() => {
    if (stale) setPrerendered(false);
  }, [stale]);
  return prerendered ? 'prerendered' : 'client';
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
