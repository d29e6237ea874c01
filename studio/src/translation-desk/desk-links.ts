/**
 * Where the desk's links go: documents open in the Structure tool as its own intent resolution
 * would open a document it cannot place in the desk — a fallback editor pane `__edit__<id>` with
 * the type as a parameter. Two of them, one pane group each, stand side by side.
 */

/** The Structure tool's name (`structureTool()` without a `name`). */
export const structureToolName = 'structure';

interface EditorPane {
  readonly id: string;
  readonly type: string;
}

/** One pane group of the Structure tool's path: `__edit__<id>,type=<type>`, URI-encoded. */
const editorSegment = ({ id, type }: EditorPane): string =>
  encodeURIComponent(`__edit__${id},type=${encodeURIComponent(type)}`);

/** The Studio path that opens the documents side by side, left to right. */
export function editorPanesPath(basePath: string, panes: readonly EditorPane[]): string {
  if (panes.length === 0) throw new Error('No document to open');
  const base = basePath.replace(/\/+$/, '');
  return `${base}/${structureToolName}/${panes.map(editorSegment).join(';')}`;
}
