/** Makes jsdom answer the pointer media queries as Chromium does for a browser whose primary pointer is `pointer`. */
export function primaryPointer(pointer: 'mouse' | 'touch'): void {
  window.matchMedia = (query: string) =>
    ({
      matches: pointer === 'mouse' && query === '(hover: hover) and (pointer: fine)',
      media: query,
    }) as MediaQueryList;
}
