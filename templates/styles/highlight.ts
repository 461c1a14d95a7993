/**
 * Colours of build-time highlighted code (`hljs-*` classes). Code blocks are dark in both colour modes,
 * as on mui.com, so one palette serves both. Shipped as its own stylesheet, in a cascade layer.
 */
export const HIGHLIGHT_CSS = `
.hljs-comment,.hljs-quote{color:#8796A5;font-style:italic}
.hljs-keyword,.hljs-selector-tag,.hljs-doctag,.hljs-section{color:#F99B9B}
.hljs-string,.hljs-regexp,.hljs-addition,.hljs-meta .hljs-string{color:#B5E3A6}
.hljs-number,.hljs-literal,.hljs-symbol,.hljs-bullet{color:#FFC570}
.hljs-title,.hljs-title.function_,.hljs-title.class_{color:#99CCF3}
.hljs-built_in,.hljs-type,.hljs-params{color:#FFD699}
.hljs-attr,.hljs-attribute,.hljs-variable,.hljs-template-variable,.hljs-property{color:#A8D1FF}
.hljs-name,.hljs-tag,.hljs-selector-id,.hljs-selector-class{color:#F2B8FF}
.hljs-meta,.hljs-link{color:#66B2FF}
.hljs-deletion{color:#FF9A9A}
.hljs-punctuation,.hljs-operator{color:#C7D0DD}
.hljs-emphasis{font-style:italic}
.hljs-strong{font-weight:700}
`.trim();
