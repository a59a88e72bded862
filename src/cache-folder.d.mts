/** See cache-folder.mjs. */
export function publishFolder(temporary: string, folder: string, cache: string): void;
