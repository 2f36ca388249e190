import React from 'react';
import {translate} from '@docusaurus/Translate';
import type {PropRow} from '../../props/types';
import Description from './Description';
import styles from './defaultCell.module.css';

/**
 * What a callback option's function receives: each parameter by name and type
 * (from the typings) and what the engine passes in it (checked against the
 * engine's source, `propsI18n/callbacks.en.json`), then what it returns.
 */
export default function CallbackParams({row}: {row: Pick<PropRow, 'callback'>}): React.JSX.Element | null {
  const callback = row.callback;
  if (!callback) return null;
  return (
    <div className={styles.callback}>
      <span className={styles.note}>
        {callback.params.length === 0
          ? translate({id: 'site.propsTable.callback.none', message: 'The function receives nothing.'})
          : translate({id: 'site.propsTable.callback.receives', message: 'The function receives:'})}
      </span>
      {callback.params.length > 0 && (
        <ul className={styles.params}>
          {callback.params.map((param) => (
            <li key={param.name}>
              <code>
                {param.name}
                {param.optional ? '?' : ''}: {param.type}
              </code>
              {param.description && (
                <>
                  {' – '}
                  <Description row={{description: param.description, descriptionParts: param.descriptionParts}} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <span className={styles.note}>
        {translate({id: 'site.propsTable.callback.returns', message: 'Returns'})} <code>{callback.returns}</code>
      </span>
    </div>
  );
}
