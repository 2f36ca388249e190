/**
 * The part of Next.js' `next/dynamic` typings the recipes use (Next 14/15:
 * `dynamic(loader, {ssr, loading})` returns a component of the loaded one's
 * props). Next is not a dependency of this site, so the recipes' Next.js
 * blocks compile against this declaration.
 */
declare module 'next/dynamic' {
  import type {ComponentType, ReactNode} from 'react';

  interface DynamicOptions {
    ssr?: boolean;
    loading?: () => ReactNode;
  }

  export default function dynamic<P = object>(
    loader: () => Promise<ComponentType<P> | {default: ComponentType<P>}>,
    options?: DynamicOptions,
  ): ComponentType<P>;
}
