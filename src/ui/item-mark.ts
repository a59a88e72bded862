import { createContext, useContext } from 'react';

/**
 * On while a page is drawn for the visual editor's preview: each entry a
 * block shows from a collection is then marked with its id, so a click on
 * it opens that entry in the form. Built pages carry no such marks.
 */
export const ItemMarks = createContext(false);

/** The attribute that marks an entry in the preview, or none on a built page. */
export function useItemMark(): (id: string) => { 'data-edit-item'?: string } {
  return useContext(ItemMarks) ? (id) => ({ 'data-edit-item': id }) : () => ({});
}
