/**
 * Pages of the data grid, pickers and charts sections that do not have their live demos yet (the
 * issues that bring them are open). A page leaves this list in the commit that gives it its demos:
 * the content rules then apply to it, and test/unit/content-depth.test.ts fails while a finished page
 * is still listed.
 */
export const PAGES_WITHOUT_DEMOS_YET: ReadonlySet<string> = new Set([
  '/x/react-date-pickers/calendar-systems/',
]);
