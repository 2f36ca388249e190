import React from 'react';
import type {ChartCategoryId} from '../../categories';

/** A small schematic of each chart family, drawn in the current text colour. */
const GLYPHS: Record<ChartCategoryId, React.ReactNode> = {
  basic: <path d="M6 40V26h7v14zm11 0V14h7v26zm11 0V20h7v20zm11 0V8h7v32z" />,
  statistical: (
    <>
      <path d="M10 12v28M26 6v34M42 16v24" stroke="currentColor" strokeWidth="2" fill="none" />
      <rect x="5" y="18" width="10" height="14" />
      <rect x="21" y="12" width="10" height="18" />
      <rect x="37" y="22" width="10" height="10" />
    </>
  ),
  progress: (
    <>
      <circle cx="26" cy="24" r="16" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="6" />
      <path d="M26 8a16 16 0 1 1-15.2 21" fill="none" stroke="currentColor" strokeWidth="6" />
    </>
  ),
  relation: (
    <>
      <rect x="4" y="6" width="6" height="14" />
      <rect x="4" y="26" width="6" height="16" />
      <rect x="42" y="10" width="6" height="28" />
      <path
        d="M10 13C26 13 26 16 42 16M10 34C26 34 26 30 42 30"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeOpacity="0.5"
      />
    </>
  ),
  hierarchy: (
    <>
      <rect x="4" y="6" width="26" height="36" />
      <rect x="32" y="6" width="16" height="20" fillOpacity="0.6" />
      <rect x="32" y="28" width="16" height="14" fillOpacity="0.35" />
    </>
  ),
  tiny: (
    <path d="M4 34l9-8 8 5 9-14 8 6 10-13" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
  ),
  composite: (
    <>
      <path d="M6 40V24h7v16zm11 0V16h7v24zm11 0V28h7v12zm11 0V20h7v20z" fillOpacity="0.45" />
      <path d="M6 22l12-10 12 8 16-12" fill="none" stroke="currentColor" strokeWidth="3" />
    </>
  ),
};

export default function CategoryGlyph({category}: {category: ChartCategoryId}): React.JSX.Element {
  return (
    <svg viewBox="0 0 52 48" width="52" height="48" fill="currentColor" aria-hidden="true" focusable="false">
      {GLYPHS[category]}
    </svg>
  );
}
