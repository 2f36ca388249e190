import React from 'react';

// Renders the English message with {placeholders} filled in, as the default locale does; a value may be
// an element (a link inside a sentence), as Docusaurus' own interpolation allows.
type Values = Record<string, React.ReactNode>;

function interpolate(message: string, values?: Values): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (values && key in values ? String(values[key]) : whole));
}

function interpolateNodes(message: string, values?: Values): React.ReactNode[] {
  return message.split(/(\{\w+\})/g).map((piece, index) => {
    const key = /^\{(\w+)\}$/.exec(piece)?.[1];
    // Pieces never reorder: the index is a stable key.
    return <React.Fragment key={index}>{key && values && key in values ? values[key] : piece}</React.Fragment>;
  });
}

export function translate({message}: {id?: string; message: string; description?: string}, values?: Values): string {
  return interpolate(message, values);
}

export default function Translate({
  children,
  values,
}: {
  id?: string;
  description?: string;
  children: string;
  values?: Values;
}): React.JSX.Element {
  return <>{interpolateNodes(children, values)}</>;
}
