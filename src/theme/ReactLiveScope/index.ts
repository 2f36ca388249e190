import React from 'react';
import * as Plots from '@ant-design/plots';

/**
 * What a ```` ```tsx live ```` block can use without imports: React and its
 * hooks, as theme-live-codeblock gives them, and every `@ant-design/plots`
 * component (`<Line />`, `<Pie />`, ...). react-live runs a block's code as an
 * expression or with `render(...)`, so it cannot import anything itself. This
 * module is part of the live block's lazy chunk, fetched only by a page with one.
 */
const ReactLiveScope: Record<string, unknown> = {React, ...React, ...Plots};

export default ReactLiveScope;
