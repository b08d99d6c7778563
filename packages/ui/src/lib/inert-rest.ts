/**
 * Makes every element outside `keep` inert (the siblings of `keep` and of each of its ancestors up to `<body>`), as a
 * modal `<dialog>` does: not focusable, not clickable, out of the accessibility tree. Returns the undo; elements that
 * were inert before stay inert.
 */
export function makeRestInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}
