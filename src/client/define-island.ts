/**
 * Runs an island's enhancement on every element the prerenderer marked with
 * data-island="<name>". Each island is its own small module, so a page loads
 * only the code of the interactive blocks it has.
 */
export function defineIsland(name: string, mount: (root: HTMLElement) => void): void {
  if (typeof document === 'undefined') return;
  for (const root of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    try {
      mount(root);
    } catch (error) {
      // An island that fails leaves the prerendered, working HTML in place.
      console.error(`island '${name}' failed to start`, error);
    }
  }
}
