/** One POST to another site, opened in a new tab. */
export interface FormPost {
  action: string;
  /** Hidden input name to value. */
  fields: Record<string, string>;
  /** Defaults to a new tab. */
  target?: string;
}

/** Builds the hidden `<form>` for a post (not yet attached to the page). */
export function createPostForm(doc: Document, {action, fields, target = '_blank'}: FormPost): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = target;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/**
 * Submits a post from the current page. A form POST (rather than `fetch`)
 * is what lets the sandbox provider open its editor with our files, and a
 * click's user activation lets the new tab past popup blockers.
 */
export function submitPostForm(post: FormPost, doc: Document = document): void {
  const form = createPostForm(doc, post);
  doc.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
