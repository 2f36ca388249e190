import React from 'react';
import {translate} from '@docusaurus/Translate';
import type {PropRow} from '../../props/types';
import {VariantTypes} from './VariantNotes';
import styles from './defaultCell.module.css';

/**
 * A row's type; a shortened one (`… | …`) offers the whole type on expand, so no type is cut off for good.
 * A field the variants of its union type differently shows each type with its variants.
 */
export default function TypeText({row}: {row: Pick<PropRow, 'type' | 'fullType' | 'variantTypes'>}): React.JSX.Element {
  if (row.variantTypes) return <VariantTypes row={{variantTypes: row.variantTypes}} />;
  if (!row.fullType) return <code>{row.type}</code>;
  return (
    <details className={styles.fullType}>
      <summary>
        <code>{row.type}</code>{' '}
        <span className={styles.note}>
          {translate({id: 'site.propsTable.fullType', message: 'Full type', description: 'Expands a shortened type'})}
        </span>
      </summary>
      <code>{row.fullType}</code>
    </details>
  );
}
