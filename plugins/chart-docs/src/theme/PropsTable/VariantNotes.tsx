import React from 'react';
import {translate} from '@docusaurus/Translate';
import type {PropRow} from '../../props/types';
import styles from './defaultCell.module.css';

/** `'line'`, `'text'`: the values as a reader writes them in the config. */
function Values({values}: {values: readonly string[]}): React.JSX.Element {
  return (
    <>
      {values.map((value, index) => (
        <React.Fragment key={value}>
          {index > 0 && ', '}
          <code>{`'${value}'`}</code>
        </React.Fragment>
      ))}
    </>
  );
}

/**
 * Under a field of a union's variants (G2's annotations, picked by `type`):
 * which `type` values have it. Under the `type` field itself: every value.
 */
export function VariantNote({row}: {row: Pick<PropRow, 'variants' | 'variantValues'>}): React.JSX.Element | null {
  if (row.variants) {
    return (
      <span className={styles.note}>
        {translate({id: 'site.propsTable.variants.only', message: 'Only with type'})} <Values values={row.variants} />
      </span>
    );
  }
  if (row.variantValues) {
    return (
      <span className={styles.note}>
        {translate({
          id: 'site.propsTable.variants.values',
          message: 'Picks the variant; each has the fields marked with its value:',
        })}{' '}
        <Values values={row.variantValues} />
      </span>
    );
  }
  return null;
}

/**
 * Under a field that names an engine behaviour (`interactions[].type`): the
 * names G2 and G2Plot register, folded (there are about fifty).
 */
export function RegisteredValues({values}: {values: readonly string[]}): React.JSX.Element {
  return (
    <details className={styles.fullType}>
      <summary>
        <span className={styles.note}>
          {translate(
            {id: 'site.propsTable.registered.summary', message: '{count} names the engine registers'},
            {count: values.length},
          )}
        </span>
      </summary>
      <span className={styles.note}>
        <Values values={values} />
      </span>
    </details>
  );
}

/** A field the variants type differently: each type with the variants that use it. */
export function VariantTypes({row}: {row: Required<Pick<PropRow, 'variantTypes'>>}): React.JSX.Element {
  return (
    <ul className={styles.params}>
      {row.variantTypes.map(({variants, type}) => (
        <li key={type}>
          <code>{type}</code>{' '}
          <span className={styles.note}>
            {translate({id: 'site.propsTable.variants.typeFor', message: 'with type'})} <Values values={variants} />
          </span>
        </li>
      ))}
    </ul>
  );
}
