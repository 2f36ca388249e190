import React, {useDeferredValue, useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {sanitizeTabsChildren, TabsProvider, useTabs, useTabsContextValue} from '@docusaurus/theme-common/internal';
import {useAnchorTab} from './useAnchorTab';
import styles from './styles.module.css';

function ChartTabList(): React.JSX.Element {
  const {selectedValue, selectValue, tabValues} = useTabs();
  const tabs = useRef<Array<HTMLLIElement | null>>([]);
  const focusTab = (index: number): void => {
    const count = tabValues.length;
    tabs.current[(index + count) % count]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number, value: string): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      selectValue(value);
    } else if (event.key === 'ArrowRight') {
      focusTab(index + 1);
    } else if (event.key === 'ArrowLeft') {
      focusTab(index - 1);
    }
  };
  return (
    <ul role="tablist" aria-orientation="horizontal" className="tabs">
      {tabValues.map(({value, label}, index) => (
        <li
          key={value}
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          onClick={() => selectValue(value)}
          onKeyDown={(event) => onKeyDown(event, index, value)}
          className={clsx('tabs__item', selectedValue === value && 'tabs__item--active')}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

/**
 * Tabs for chart pages. Docusaurus' own Tabs remount their whole content after
 * hydration (facebook/docusaurus#5653, for tabs restored from local storage),
 * which would create every chart of the page twice. Chart pages take their
 * tab from `?tab=` only, so a plain re-render after hydration is enough.
 *
 * The panels follow the selection as a deferred value: the HTML holds the
 * first tab, and `?tab=examples` switches to up to 25 demos right after
 * hydration (in a layout effect, which React renders in one task). Deferred,
 * React renders them in slices that yield to input, and a click on a tab
 * marks it at once while its panel renders.
 *
 * A link to an anchor of another tab (the table of contents lists the Doc
 * tab's headings on every tab) selects that tab and lands on the anchor:
 * `tabOfAnchor` names the tab that owns an id (`useAnchorTab.ts`).
 */
export default function ChartTabs({
  children,
  queryString,
  tabOfAnchor,
}: {
  children: ReactNode;
  queryString: string;
  tabOfAnchor?: (id: string) => string | undefined;
}): React.JSX.Element {
  const value = useTabsContextValue({children, queryString, lazy: true});
  const shownValue = useDeferredValue(value.selectedValue);
  useAnchorTab({
    queryKey: queryString,
    selectedValue: value.selectedValue,
    shownValue,
    selectValue: value.selectValue,
    ownerOf: tabOfAnchor,
  });
  // Docusaurus returns a new context value on every render, so there is nothing to memoise here.
  const panels = {...value, selectedValue: shownValue};
  return (
    <div className="tabs-container margin-bottom--md">
      <TabsProvider value={value}>
        <ChartTabList />
      </TabsProvider>
      <TabsProvider value={panels}>
        <div className={clsx('margin-top--md', styles.panels)}>{sanitizeTabsChildren(children)}</div>
      </TabsProvider>
    </div>
  );
}
