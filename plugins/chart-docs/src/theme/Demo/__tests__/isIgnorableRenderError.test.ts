import {isIgnorableRenderError} from '../isIgnorableRenderError';

describe('isIgnorableRenderError', () => {
  it('ignores unmounted-component and server portal errors', () => {
    expect(isIgnorableRenderError(new Error("Can't perform a React state update on an unmounted component."))).toBe(
      true,
    );
    expect(isIgnorableRenderError('Error: ReactDOMServer does not yet support Portals.')).toBe(true);
    expect(isIgnorableRenderError(new Error('Portals are not currently supported by the server renderer.'))).toBe(true);
  });

  it('keeps every other error visible', () => {
    expect(isIgnorableRenderError(new Error('data.map is not a function'))).toBe(false);
    expect(isIgnorableRenderError(new SyntaxError('Unexpected token (3:4)'))).toBe(false);
  });
});
