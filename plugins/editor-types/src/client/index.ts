/** The editor-types plugin's browser entry: the shapes of the declaration bundle it emits. */

export type * from '../types';
