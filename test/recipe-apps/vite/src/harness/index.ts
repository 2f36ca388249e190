import type {ComponentType} from 'react';
import ExportPage from './export.tsx';
import LargeDataPage from './large-data.tsx';
import React19Page from './react-19.tsx';
import ResponsivePage from './responsive.tsx';
import StrictModePage from './strict-mode.tsx';
import ThemesPage from './themes.tsx';
import TypeScriptPage from './typescript.tsx';
import UpdatingPage from './updating.tsx';

/** A page per recipe (`/?recipe={name}`), each drawing that recipe's code from src/recipes/{name}/. */
export const HARNESSES: Record<string, ComponentType | undefined> = {
  export: ExportPage,
  'large-data': LargeDataPage,
  'react-19': React19Page,
  responsive: ResponsivePage,
  'strict-mode': StrictModePage,
  themes: ThemesPage,
  typescript: TypeScriptPage,
  updating: UpdatingPage,
};
