import React, {useEffect, useMemo, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {buildSandboxProject} from '@site/src/sandbox/buildSandboxProject';
import {copyCode} from '@site/src/sandbox/copyCode';
import {copyAsSketchLayers} from '@site/src/sandbox/copyAsSketchLayers';
import {openInCodePen} from '@site/src/sandbox/openInCodePen';
import {openInCodeSandbox} from '@site/src/sandbox/openInCodeSandbox';
import {openInStackBlitz} from '@site/src/sandbox/openInStackBlitz';
import type {SandboxDemo} from '@site/src/sandbox/types';
import type {DemoData} from '@site/plugins/chart-docs/src/types';
import {
  CodeIcon,
  CodeOffIcon,
  CodePenIcon,
  CodeSandboxIcon,
  CopyIcon,
  ExternalIcon,
  ImageIcon,
  PatternIcon,
  ResetIcon,
  SketchIcon,
  StackBlitzIcon,
  TableIcon,
} from './icons';
import {setPatternsEnabled, usePatterns} from '@site/src/charts/patternsPreference';
import {ACTION_REPEAT_GUARD_MS} from '@site/src/constants';
import {useSingleFlight} from './useSingleFlight';
import {useChartInspector} from '@site/src/components/ChartInspector';
import {useEventLog} from '@site/src/components/EventLog';
import {saveChartPicture} from './downloadChartPng';
import type {DrawnChart} from '@site/src/charts/chartDemoContext';
import {ActionButton, handleArrowKeys} from './ActionButton';
import StatusLine, {outcomeMessage, type StatusMessage} from '@site/src/components/StatusLine';
import styles from './styles.module.css';

/** How long a confirmation or error stays in the status line. */
export const TOOLBAR_MESSAGE_MS = 2000;

/**
 * Accessible names of the actions. Tests and assistive technology find the
 * actions by these names, so they never change and stay in English; the
 * visible tooltips are translated.
 */
export const DEMO_ACTION_NAMES = {
  showCode: 'Show code',
  hideCode: 'Hide code',
  copyCode: 'Copy code',
  codeSandbox: 'Open in CodeSandbox',
  stackBlitz: 'Open in StackBlitz',
  codePen: 'Open in CodePen',
  sketch: 'Copy as Sketch layers',
  separatePage: 'Open in separate page',
  reset: 'Reset',
  showDataTable: 'Show data table',
  hideDataTable: 'Hide data table',
  patterns: 'Patterns',
  downloadPng: 'Download PNG',
} as const;

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

/** The toolbar's actions that run a task; each ignores repeats while it runs. */
type ToolbarAction = 'copy' | 'sketch' | 'codesandbox' | 'stackblitz' | 'codepen' | 'png';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The actions under a live demo: show the code, copy it, open it in
 * CodeSandbox, StackBlitz or CodePen, copy the chart as Sketch layers,
 * open the demo alone, and reset an edited demo.
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
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const flight = useSingleFlight<ToolbarAction>(ACTION_REPEAT_GUARD_MS);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const separatePageUrl = useBaseUrl(demo.standalonePath);

  useEffect(() => {
    if (!message) {
      return undefined;
    }
    const timer = window.setTimeout(() => setMessage(null), TOOLBAR_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const sandboxDemo = useMemo<SandboxDemo>(
    () => ({
      id: demo.id,
      title: demo.title,
      description: demo.description,
      code,
      dependencies: demo.dependencies,
      height: demo.height,
    }),
    [demo.id, demo.title, demo.description, demo.dependencies, demo.height, code],
  );

  /** Runs one action, ignoring repeats while it runs, and reports a failure in the status line. */
  const run = async (
    action: ToolbarAction,
    task: () => unknown,
    failure: (reason: string) => string,
  ): Promise<void> => {
    try {
      await flight.run(action, task);
    } catch (error) {
      setMessage({text: failure(reasonOf(error)), tone: 'error'});
    }
  };

  const openFailed = (service: string) => (reason: string) =>
    translate({id: 'site.demoToolbar.openFailed', message: 'Could not open {service}: {reason}'}, {service, reason});

  const onCopyCode = () =>
    run(
      'copy',
      async () => {
        const copied = await copyCode(code);
        setMessage(
          outcomeMessage(
            copied,
            translate({id: 'site.demoToolbar.copied', message: 'Copied'}),
            translate({id: 'site.demoToolbar.copyFailed', message: 'Could not copy: the clipboard is not available'}),
          ),
        );
      },
      (reason) => reason,
    );

  const onCopySketch = () =>
    run(
      'sketch',
      async () => {
        await copyAsSketchLayers(previewRef.current);
        setMessage({
          text: translate({id: 'site.demoToolbar.sketchCopied', message: 'Sketch layers copied'}),
          tone: 'success',
        });
      },
      (reason) =>
        translate({id: 'site.demoToolbar.sketchFailed', message: 'Could not copy Sketch layers: {reason}'}, {reason}),
    );

  const onReset = () => {
    onResetCode?.();
    // The Reset button disappears with the edit: keep keyboard focus in the toolbar.
    toggleRef.current?.focus();
  };

  const patterns = usePatterns();
  const inspector = useChartInspector({chart, previewRef, buttonClassName: styles.action});
  const eventLog = useEventLog({chart, buttonClassName: styles.action});

  const onDownloadPng = () =>
    run(
      'png',
      async () => {
        const file = await saveChartPicture(chart, demo.id);
        setMessage({
          text: translate({id: 'site.demoToolbar.pngSaved', message: 'Saved {file}'}, {file}),
          tone: 'success',
        });
      },
      (reason) =>
        translate({id: 'site.demoToolbar.pngFailed', message: 'Could not save the picture: {reason}'}, {reason}),
    );
  const toggleName = codeExpanded ? DEMO_ACTION_NAMES.hideCode : DEMO_ACTION_NAMES.showCode;

  return (
    <div className={styles.bar}>
      <StatusLine message={message} />
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={translate({id: 'site.demoToolbar.label', message: 'Demo actions'})}
        onKeyDown={handleArrowKeys}
      >
        <ActionButton
          name={DEMO_ACTION_NAMES.codeSandbox}
          tooltip={translate({id: 'site.demoToolbar.codeSandbox', message: 'Open in CodeSandbox'})}
          icon={<CodeSandboxIcon />}
          busy={flight.isBusy('codesandbox')}
          onClick={() =>
            run('codesandbox', () => openInCodeSandbox(buildSandboxProject(sandboxDemo)), openFailed('CodeSandbox'))
          }
        />
        <ActionButton
          name={DEMO_ACTION_NAMES.stackBlitz}
          tooltip={translate({id: 'site.demoToolbar.stackBlitz', message: 'Open in StackBlitz'})}
          icon={<StackBlitzIcon />}
          busy={flight.isBusy('stackblitz')}
          onClick={() =>
            run('stackblitz', () => openInStackBlitz(buildSandboxProject(sandboxDemo)), openFailed('StackBlitz'))
          }
        />
        <ActionButton
          name={DEMO_ACTION_NAMES.codePen}
          tooltip={translate({id: 'site.demoToolbar.codePen', message: 'Open in CodePen'})}
          icon={<CodePenIcon />}
          busy={flight.isBusy('codepen')}
          onClick={() => run('codepen', () => openInCodePen(sandboxDemo), openFailed('CodePen'))}
        />
        <ActionButton
          name={DEMO_ACTION_NAMES.sketch}
          tooltip={translate({id: 'site.demoToolbar.sketch', message: 'Copy as Sketch layers'})}
          icon={<SketchIcon />}
          busy={flight.isBusy('sketch')}
          onClick={onCopySketch}
        />
        <a
          className={styles.action}
          href={separatePageUrl}
          target="_blank"
          rel="noopener"
          aria-label={DEMO_ACTION_NAMES.separatePage}
          data-tooltip={translate({id: 'site.demoToolbar.separatePage', message: 'Open in separate page'})}
        >
          <ExternalIcon />
        </a>
        <ActionButton
          name={DEMO_ACTION_NAMES.copyCode}
          tooltip={translate({id: 'site.demoToolbar.copyCode', message: 'Copy code'})}
          icon={<CopyIcon />}
          busy={flight.isBusy('copy')}
          onClick={onCopyCode}
        />
        {onResetCode && (
          <ActionButton
            name={DEMO_ACTION_NAMES.reset}
            tooltip={translate({id: 'site.demoToolbar.reset', message: 'Reset'})}
            icon={<ResetIcon />}
            onClick={onReset}
          />
        )}
        {onToggleDataTable && (
          <ActionButton
            name={dataTableExpanded ? DEMO_ACTION_NAMES.hideDataTable : DEMO_ACTION_NAMES.showDataTable}
            tooltip={
              dataTableExpanded
                ? translate({id: 'site.demoToolbar.hideDataTable', message: 'Hide data table'})
                : translate({id: 'site.demoToolbar.showDataTable', message: 'Show data table'})
            }
            icon={<TableIcon />}
            expanded={dataTableExpanded}
            controls={dataTableExpanded ? dataTableId : undefined}
            onClick={onToggleDataTable}
          />
        )}
        <button
          type="button"
          className={styles.action}
          aria-label={DEMO_ACTION_NAMES.patterns}
          aria-pressed={patterns}
          data-tooltip={translate({
            id: 'site.demoToolbar.patterns',
            message: 'Patterns',
          })}
          onClick={() => setPatternsEnabled(!patterns)}
        >
          <PatternIcon />
        </button>
        {inspector.button}
        {eventLog.button}
        <ActionButton
          name={DEMO_ACTION_NAMES.downloadPng}
          tooltip={translate({id: 'site.demoToolbar.downloadPng', message: 'Download PNG'})}
          icon={<ImageIcon />}
          busy={flight.isBusy('png')}
          onClick={onDownloadPng}
        />
        <ActionButton
          buttonRef={toggleRef}
          name={toggleName}
          tooltip={
            codeExpanded
              ? translate({id: 'site.demoToolbar.hideCode', message: 'Hide code'})
              : translate({id: 'site.demoToolbar.showCode', message: 'Show code'})
          }
          icon={codeExpanded ? <CodeOffIcon /> : <CodeIcon />}
          expanded={codeExpanded}
          controls={codeId}
          onClick={onToggleCode}
        />
      </div>
      {inspector.panel}
      {eventLog.panel}
    </div>
  );
}
