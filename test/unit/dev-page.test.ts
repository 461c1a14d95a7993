import { describe, expect, it } from 'vitest';
import { pageWithDevTools } from '../../compiler/dev/dev-page';
import type { DevDiagnostic } from '../../templates/shared/dev';

const problem: DevDiagnostic = { code: 'x', severity: 'error', file: 'a.md', line: 1, column: 1, message: "</script> costs $& and $'" };

describe('dev page', () => {
  it('adds the problems, named by revision, and the client before the closing body tag', () => {
    const html = pageWithDevTools('<html><body><pre>&lt;/body&gt;</pre></body></html>', [problem], 'abc.3');
    expect(html).toBe(
      '<html><body><pre>&lt;/body&gt;</pre><script type="application/json" id="docs-dev-diagnostics" data-revision="abc.3">' +
        `[{"code":"x","severity":"error","file":"a.md","line":1,"column":1,"message":"\\u003c/script> costs $& and $'"}]` +
        '</script><script src="/__docs/client.js" defer></script></body></html>',
    );
  });

  it('names no revision for a page that cannot be updated in place', () => {
    expect(pageWithDevTools('<p>Not found</p>', [])).toBe('<p>Not found</p><script type="application/json" id="docs-dev-diagnostics">[]</script><script src="/__docs/client.js" defer></script>');
  });
});
