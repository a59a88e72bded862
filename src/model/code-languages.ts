import { bundledLanguagesInfo } from 'shiki/langs';

/** Names that mean plain text, with no highlighting. */
export const PLAIN = ['text', 'plain', 'txt'];

/** Languages a code block may name: Shiki's ids and aliases, and plain text for no highlighting. */
export const LANGUAGES = new Set([...PLAIN, ...bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])])]);
