import { parse, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { expect } from 'vitest';
import { changedRegion } from '../../compiler/dev/changed-region';
import { textSplice } from '../../compiler/dev/text-splice';
import { applySplice, type DevRegion } from '../../templates/shared/dev';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

const elementChildren = (node: ParentNode) => node.childNodes.filter((child): child is Element => 'tagName' in child);

/**
 * The region of the update from `before` to `after`, checked as a browser uses it against a full
 * parse of `after` (parse5 follows the HTML standard's parser): the parse of `before` with only the
 * region's new nodes parsed from the text of `after` must be the same document. Undefined when the
 * update names no region.
 */
export function checkedRegion(before: string, after: string): DevRegion | undefined {
  const splice = textSplice(before, after);
  expect(applySplice(before, splice)).toBe(after);
  const region = changedRegion(before, after, splice);
  if (!region) return undefined;
  const document = parse(before);
  let element = elementChildren(document)[0]!;
  for (const [depth, index] of region.path.entries()) {
    element = elementChildren(element)[index]!;
    expect(element?.tagName).toBe(region.tags[depth]);
  }
  const children = elementChildren(element);
  expect(children).toHaveLength(region.children);
  const [first, end] = region.replaced;
  const content = parseFragment(element, after.slice(region.from, region.to), {});
  expect(elementChildren(content)).toHaveLength(region.inserted);
  const from = first > 0 ? element.childNodes.indexOf(children[first - 1]!) + 1 : 0;
  const to = end < children.length ? element.childNodes.indexOf(children[end]!) : element.childNodes.length;
  element.childNodes.splice(from, to - from, ...content.childNodes);
  for (const child of element.childNodes) child.parentNode = element;
  expect(serialize(document)).toBe(serialize(parse(after)));
  return region;
}
