/**
 * Words that are the owner's own content (an entry's title, a paragraph's
 * first words), marked apart from the editor's own words: the test that
 * keeps the editor's words plain reads only the editor's.
 */
export function OwnerText({ children }: { children: string | undefined }) {
  return <span data-owner="">{children}</span>;
}
