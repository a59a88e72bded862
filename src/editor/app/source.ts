/** The site file's text editing, shared with Node: byte-exact edits of YAML source. */
export { applyEdits, readData, SourceEditError, type DataPath, type SourceEdit } from './source-stub.js';
