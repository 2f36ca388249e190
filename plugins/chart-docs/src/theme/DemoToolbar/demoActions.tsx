import React from 'react';
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
import {demoActionLabels, type DemoActionLabel} from './actionLabels';
import type {ToolbarAction, ToolbarToggle} from './toolbarAction';
import type {DemoTask, DemoTasks} from './useDemoTasks';

/** The state and handlers the actions read; the toolbar gathers them from its props and hooks. */
export interface DemoActionsInput {
  tasks: DemoTasks;
  /** The demo's standalone page, base URL included. */
  separatePageUrl: string;
  codeExpanded: boolean;
  onToggleCode: () => void;
  codeId?: string;
  /** The code toggle, which takes focus when `Reset` disappears. */
  codeToggleRef: React.Ref<HTMLButtonElement>;
  /** Defined only when the code differs from the source. */
  onReset?: () => void;
  dataTableExpanded: boolean;
  /** The data table toggle appears when this is given. */
  onToggleDataTable?: () => void;
  dataTableId?: string;
  patterns: boolean;
  onTogglePatterns: () => void;
  /** Toggles that come with their own panel (the chart inspector, the event log). */
  inspector: ToolbarToggle;
  eventLog: ToolbarToggle;
}

/** The toolbar's controls, in the order they stand (left to right; the code toggle last, nearest the code). */
export function demoActions(input: DemoActionsInput): ToolbarAction[] {
  const {tasks, codeExpanded, dataTableExpanded} = input;
  const label = demoActionLabels();
  /** A button that starts one of the tasks and is busy while it runs. */
  const taskButton = (id: DemoTask, name: DemoActionLabel, icon: React.ReactNode): ToolbarAction => ({
    id,
    kind: 'button',
    ...label(name),
    icon,
    busy: tasks.isBusy(id),
    onClick: () => tasks.start(id),
  });
  return [
    taskButton('codesandbox', 'codeSandbox', <CodeSandboxIcon />),
    taskButton('stackblitz', 'stackBlitz', <StackBlitzIcon />),
    taskButton('codepen', 'codePen', <CodePenIcon />),
    taskButton('sketch', 'sketch', <SketchIcon />),
    {id: 'separate-page', kind: 'link', ...label('separatePage'), icon: <ExternalIcon />, href: input.separatePageUrl},
    taskButton('copy', 'copyCode', <CopyIcon />),
    {
      id: 'reset',
      kind: 'button',
      ...label('reset'),
      icon: <ResetIcon />,
      visible: input.onReset !== undefined,
      onClick: () => input.onReset?.(),
    },
    {
      id: 'data-table',
      kind: 'disclosure',
      ...label(dataTableExpanded ? 'hideDataTable' : 'showDataTable'),
      icon: <TableIcon />,
      visible: input.onToggleDataTable !== undefined,
      expanded: dataTableExpanded,
      controls: dataTableExpanded ? input.dataTableId : undefined,
      onClick: () => input.onToggleDataTable?.(),
    },
    {
      id: 'patterns',
      kind: 'toggle',
      ...label('patterns'),
      icon: <PatternIcon />,
      pressed: input.patterns,
      onClick: input.onTogglePatterns,
    },
    input.inspector,
    input.eventLog,
    taskButton('png', 'downloadPng', <ImageIcon />),
    {
      id: 'code',
      kind: 'disclosure',
      ref: input.codeToggleRef,
      ...label(codeExpanded ? 'hideCode' : 'showCode'),
      icon: codeExpanded ? <CodeOffIcon /> : <CodeIcon />,
      expanded: codeExpanded,
      controls: input.codeId,
      onClick: input.onToggleCode,
    },
  ];
}
