/**
 * Shared by the three entry points (console, server, test): where the
 * application lives and how its files are imported.
 */
export const appRoot = new URL('../', import.meta.url)

export function importer(filePath: string) {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, appRoot).href)
  }
  return import(filePath)
}
