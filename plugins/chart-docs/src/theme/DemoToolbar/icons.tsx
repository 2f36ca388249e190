import React from 'react';

/** 16px line icons drawn with the current text colour, hidden from assistive technology. */
function Icon({children}: {children: React.ReactNode}): React.JSX.Element {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function CodeIcon(): React.JSX.Element {
  return (
    <Icon>
      <path d="M8 6 2 12l6 6M16 6l6 6-6 6" />
    </Icon>
  );
}

export function CodeOffIcon(): React.JSX.Element {
  return (
    <Icon>
      <path d="M8 6 2 12l6 6M16 6l6 6-6 6M14 4l-4 16" />
    </Icon>
  );
}

export function CopyIcon(): React.JSX.Element {
  return (
    <Icon>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Icon>
  );
}

/** A cube, CodeSandbox's mark. */
export function CodeSandboxIcon(): React.JSX.Element {
  return (
    <Icon>
      <path d="M12 2 3 7v10l9 5 9-5V7z" />
      <path d="m3 7 9 5 9-5M12 12v10" />
    </Icon>
  );
}

/** A lightning bolt, StackBlitz's mark. */
export function StackBlitzIcon(): React.JSX.Element {
  return (
    <Icon>
      <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
    </Icon>
  );
}

/** A hexahedron outline, CodePen's mark. */
export function CodePenIcon(): React.JSX.Element {
  return (
    <Icon>
      <path d="m12 2 10 6.5v7L12 22 2 15.5v-7z" />
      <path d="M12 22v-6.5M22 8.5l-10 7-10-7M2 15.5l10-7 10 7M12 2v6.5" />
    </Icon>
  );
}

/** A diamond, Sketch's mark. */
export function SketchIcon(): React.JSX.Element {
  return (
    <Icon>
      <path d="M6 3h12l4 6-10 12L2 9z" />
      <path d="M2 9h20M12 21 8 9l4-6 4 6z" />
    </Icon>
  );
}

export function ExternalIcon(): React.JSX.Element {
  return (
    <Icon>
      <path d="M14 3h7v7M21 3l-9 9" />
      <path d="M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5" />
    </Icon>
  );
}

export function ResetIcon(): React.JSX.Element {
  return (
    <Icon>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </Icon>
  );
}

export function TableIcon(): React.JSX.Element {
  return (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="M3 10h18M3 15h18M9 4v16" />
    </Icon>
  );
}

export function PatternIcon(): React.JSX.Element {
  return (
    <Icon>
      <rect x="3" y="3" width="18" height="18" rx="1" />
      <path d="M3 13 13 3M3 21 21 3M11 21l10-10" />
    </Icon>
  );
}

export function InspectIcon(): React.JSX.Element {
  return (
    <Icon>
      <path d="M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5" />
      <path d="m10 10 7 3-3 1-1 3z" />
    </Icon>
  );
}

export function ImageIcon(): React.JSX.Element {
  return (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      <path d="m21 16-5-5-9 9" />
    </Icon>
  );
}

export function EventLogIcon(): React.JSX.Element {
  return (
    <Icon>
      <path d="M8 6h13M8 12h13M8 18h13M3 6h1M3 12h1M3 18h1" />
    </Icon>
  );
}
