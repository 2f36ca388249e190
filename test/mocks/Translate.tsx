import React from 'react';

// Renders the English message with {placeholders} filled in, as the default locale does.
type Values = Record<string, React.ReactNode>;

function interpolate(message: string, values?: Values): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (values && key in values ? String(values[key]) : whole));
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
  return <>{interpolate(children, values)}</>;
}
