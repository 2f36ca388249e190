import React from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import type {Props} from '@theme/ColorModeToggle';
import type {ThemeChoice} from '@site/src/constants';
import {nextThemeChoice, toColorModeChoice, toThemeChoice} from '@site/src/client/nextThemeChoice';
import styles from './styles.module.css';

function choiceLabel(choice: ThemeChoice): string {
  switch (choice) {
    case 'light':
      return translate({id: 'site.colorMode.light', message: 'Light'});
    case 'dark':
      return translate({id: 'site.colorMode.dark', message: 'Dark'});
    case 'auto':
      return translate({id: 'site.colorMode.auto', message: 'Auto (system)'});
  }
}

/**
 * Docusaurus' toggle already keeps the choice and follows the system scheme;
 * this one gives it the stable accessible name "Color mode", states the
 * current and next choice in its tooltip, and names the third choice "auto".
 */
export default function ColorModeToggle({className, buttonClassName, value, onChange}: Props): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const current = toThemeChoice(value);
  const next = nextThemeChoice(current);
  const title = translate(
    {id: 'site.colorMode.title', message: 'Color mode: {current} (switch to {next})'},
    {current: choiceLabel(current), next: choiceLabel(next)},
  );
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.button, buttonClassName)}
        onClick={() => onChange(toColorModeChoice(next))}
        disabled={!isBrowser}
        aria-label={translate({id: 'site.colorMode.label', message: 'Color mode'})}
        aria-description={title}
        title={title}
        data-choice={current}
      >
        {/* All three icons are rendered; CSS on data-theme-choice shows the right one before hydration. */}
        <IconLightMode aria-hidden className={clsx(styles.icon, styles.light)} />
        <IconDarkMode aria-hidden className={clsx(styles.icon, styles.dark)} />
        <IconSystemColorMode aria-hidden className={clsx(styles.icon, styles.system)} />
      </button>
    </div>
  );
}
