/** The placeholder of a windowed group's items in a frame's markup. */
export function navWindowMarker(groupId: string): string {
  return `<li data-nav-window="${groupId}"></li>`;
}
