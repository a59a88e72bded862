/**
 * The site file's text editing, shared with Node: byte-exact edits of the
 * YAML source, and the same edits applied to the plain data, which the form
 * and the preview show at once.
 */
export { applyEdits, readData, type DataPath, type SourceEdit } from '../source/edit.js';
export { applyToData } from '../source/data.js';
