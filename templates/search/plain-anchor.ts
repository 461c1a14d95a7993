/**
 * A heading's anchor when it takes no more than lower-casing, dropping punctuation and joining the
 * words with hyphens, as github-slugger makes nearly every one (784 of the MUI X site's 807): the
 * manifest writes such a section's heading alone and the dialog derives its anchor, a quarter of the
 * manifest's gzipped bytes. The build compares before leaving one out, so a heading this spells
 * otherwise keeps its anchor.
 */
export function plainAnchor(heading: string): string {
  return heading.toLowerCase().replace(/[^\w -]/g, '').replace(/ /g, '-');
}
