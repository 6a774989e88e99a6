/**
 * An inline script as a page carries it and the Content-Security-Policy hashes it: its file
 * of src/scripts/inline/ without its whole-line `//` comments and its lines' indentation,
 * which every page would send otherwise (issue 30: on a slow link a page's HTML and headers
 * should fit the first round trip, 14.6 KB). The files are plain ES5 with no template
 * literals, so a line that starts with `//` is a comment and no string spans lines.
 */
export function shippedInlineScript(code: string): string {
  return code.replace(/^[ \t]*\/\/.*(?:\r?\n|$)/gm, '').replace(/^[ \t]+/gm, '');
}
