import React from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalLocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';

/**
 * The theme's language menu, whose button only shows the current language's
 * name ("English"): a screen reader heard a bare language name with no hint
 * that it switches the site's language. Its accessible name here says what it
 * is and keeps the visible name in it ("Language: English"). On the phone menu
 * the button reads "Languages" and needs nothing more. The theme's items keep
 * the page, its query and its anchor, and carry each language's `lang`.
 */
export default function LocaleDropdownNavbarItem(props: Props): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  const current = i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;
  const ariaLabel = translate(
    {
      id: 'site.navbar.language.ariaLabel',
      message: 'Language: {language}',
      description: 'Accessible name of the navbar language menu; {language} is the current language as shown',
    },
    {language: current},
  );
  return <OriginalLocaleDropdownNavbarItem {...props} {...(props.mobile ? {} : {'aria-label': ariaLabel})} />;
}
