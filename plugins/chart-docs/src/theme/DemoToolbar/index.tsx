import React, {useRef} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SandboxDemo} from '../../client/sandbox/types';
import type {DemoData} from '../../types';
import {setPatternsEnabled, usePatterns} from '../../client/charts/patternsPreference';
import type {DrawnChart} from '../../client/charts/chartDemoContext';
import {useChartInspector} from '../ChartInspector';
import {useEventLog} from '../EventLog';
import StatusLine from '@theme/StatusLine';
import {handleArrowKeys} from './arrowKeys';
import {demoActions} from './demoActions';
import {ToolbarButton} from './ToolbarButton';
import {useDemoTasks} from './useDemoTasks';
import {useStatusMessage} from './useStatusMessage';
import styles from './styles.module.css';

/** How long a confirmation or error stays in the status line. */
export const TOOLBAR_MESSAGE_MS = 2000;

/** The demo as the toolbar needs it: what the sandboxes get, its source as written and its standalone page. */
export type DemoToolbarDemo = Omit<SandboxDemo, 'code'> & Pick<DemoData, 'source' | 'standalonePath'>;

export interface DemoToolbarProps {
  demo: DemoToolbarDemo;
  /** The code as currently edited (or the source); what copies and sandboxes get. */
  code: string;
  codeExpanded: boolean;
  onToggleCode: () => void;
  /** Defined only when the code differs from the source. */
  onResetCode?: () => void;
  /** The element holding the rendered chart. */
  previewRef: React.RefObject<HTMLElement | null>;
  /** Id of the code panel the toggle shows and hides. */
  codeId?: string;
  /** The data table toggle appears when these are given. */
  dataTableExpanded?: boolean;
  onToggleDataTable?: () => void;
  /** Id of the data table panel. */
  dataTableId?: string;
  /** The drawn chart, for the chart inspector. */
  chart?: DrawnChart | null;
}

/**
 * The actions under a live demo (listed in demoActions.tsx): show the code,
 * copy it, open it in CodeSandbox, StackBlitz or CodePen, copy the chart as
 * Sketch layers, open the demo alone, reset an edited demo, and the switches
 * and panels that look into the chart. A status line says how a task went.
 */
export default function DemoToolbar({
  demo,
  code,
  codeExpanded,
  onToggleCode,
  onResetCode,
  previewRef,
  codeId,
  dataTableExpanded = false,
  onToggleDataTable,
  dataTableId,
  chart = null,
}: DemoToolbarProps): React.JSX.Element {
  const [message, say] = useStatusMessage(TOOLBAR_MESSAGE_MS);
  const tasks = useDemoTasks({demo, code, previewRef, chart, say});
  const codeToggleRef = useRef<HTMLButtonElement>(null);
  const separatePageUrl = useBaseUrl(demo.standalonePath);
  const patterns = usePatterns();
  const inspector = useChartInspector({chart, previewRef});
  const eventLog = useEventLog({chart});

  const onReset =
    onResetCode &&
    (() => {
      onResetCode();
      // The Reset button disappears with the edit: keep keyboard focus in the toolbar.
      codeToggleRef.current?.focus();
    });

  const actions = demoActions({
    tasks,
    separatePageUrl,
    codeExpanded,
    onToggleCode,
    codeId,
    codeToggleRef,
    onReset,
    dataTableExpanded,
    onToggleDataTable,
    dataTableId,
    patterns,
    onTogglePatterns: () => setPatternsEnabled(!patterns),
    inspector: inspector.toggle,
    eventLog: eventLog.toggle,
  });

  return (
    <div className={styles.bar}>
      <StatusLine message={message} />
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={translate({id: 'site.demoToolbar.label', message: 'Demo actions'})}
        onKeyDown={handleArrowKeys}
      >
        {actions
          .filter((action) => action.visible !== false)
          .map((action) => (
            <ToolbarButton key={action.id} action={action} />
          ))}
      </div>
      {inspector.panel}
      {eventLog.panel}
    </div>
  );
}
