/**
 * A page that uses every markdown construct the templates style. Rendering it once before the pages
 * puts all their common CSS into the shared stylesheet instead of repeating it inline in each page.
 */
export const STYLE_PROBE_MARKDOWN = `# Probe

<p class="description">Probe.</p>

## Heading

### Sub heading

#### Minor heading

Text with \`code\`, **bold**, a [link](#heading) and a list:

- item
1. item

> quote

:::info
Info.
:::

:::success
Success.
:::

:::warning
Warning.
:::

:::error
Error.
:::

| left | center | right | none |
| :--- | :----: | ----: | ---- |
| a    | b      | c     | d    |

\`\`\`tsx
const value = 1;
\`\`\`

---
`;
