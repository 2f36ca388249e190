import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from '../styles.module.css';

export interface TypeProblem {
  /** 1-based line of the code. */
  line: number;
  message: string;
}

/**
 * The type errors of the edited code, listed under the editor (they are also
 * underlined in it). A polite live region: a screen reader hears the list
 * change after typing pauses, without being interrupted.
 */
export default function TypeProblems({problems}: {problems: readonly TypeProblem[]}): React.JSX.Element {
  return (
    <div className={styles.typeProblems} aria-live="polite">
      {problems.length > 0 && (
        <ul aria-label={translate({id: 'site.demo.typeHelp.problems', message: 'Type errors'})}>
          {problems.map(({line, message}, index) => (
            // The same message can repeat on one line; the position in the list tells them apart.
            <li key={`${index}-${line}`}>
              <Translate id="site.demo.typeHelp.problem" values={{line, message}}>
                {'Line {line}: {message}'}
              </Translate>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
