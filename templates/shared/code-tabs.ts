/** Class of a group of code tabs (`<codeblock>`), and what the head script and the runtime read of it. */
export const CODE_TABS_CLASS = 'docs-code-tabs';

/** Local storage key of the readers' tab choices: a JSON object from each group's storage key to its tab label. */
export const CODE_TABS_STORAGE_KEY = 'docs-code-tabs';

/** The `<style>` the head script writes for stored choices; the runtime removes it once it has applied them itself. */
export const CODE_TABS_STYLE_ID = 'docs-code-tabs-choice';

/** CSS custom property holding the selected tab's colour. */
export const CODE_TAB_SELECTED = '--docs-tab-selected';
