import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import { createContext, Fragment, useContext, type CSSProperties, type ReactNode } from 'react';
import type { ApiPage, ApiProp } from '../shared/api';
import { PlanBadge } from '../frame/PlanBadge';
import { useT } from '../i18n';
import { HighlightedCode } from '../markdown/CodeBlock';
import { CODE_FONT_FAMILY } from '../theme';

/** Types longer than this are folded behind a disclosure: long unions would otherwise swamp the table. */
export const LONG_TYPE = 60;

/** Section ids of an API page, for its table of contents. */
export const API_SECTIONS = {
  import: 'import',
  props: 'props',
  slots: 'slots',
  classes: 'css-classes',
  methods: 'methods',
  demos: 'demos',
} as const;

/**
 * The page's look, one rule set for all its tables. The tables are plain HTML styled like the
 * markdown tables (Material UI's small table): a styled cell per cell cost most of the page's
 * render time, with hundreds of props on the data grid pages.
 */
const ApiReference = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    '& .MarkdownTable': { fontSize: '0.8125rem' },
    '& .MarkdownTable > thead > tr > th': { whiteSpace: 'nowrap' },
    '& .MarkdownTable > tbody > tr > td:nth-of-type(2)': { minWidth: 180 },
    '& .api-name': { fontFamily: CODE_FONT_FAMILY, fontWeight: 600, color: palette.primary.main, overflowWrap: 'normal', wordBreak: 'normal', scrollMarginTop: 'calc(var(--MuiDocs-header-height) + 24px)' },
    '& .api-required': { color: palette.error.main, marginInlineStart: 2 },
    '& .api-deprecated .api-name': { textDecoration: 'line-through' },
    '& .MarkdownTable code': { fontFamily: CODE_FONT_FAMILY, fontSize: '0.75rem', wordBreak: 'break-word' },
    '& .MarkdownTable summary': { cursor: 'pointer', color: palette.text.secondary },
    '& .MarkdownTable p': { margin: '0 0 4px' },
    // A phone has no room for four columns: each row becomes a block, its cells labelled.
    [theme.breakpoints.down('sm')]: {
      '& .MarkdownTable, & .MarkdownTable > tbody, & .MarkdownTable > tbody > tr, & .MarkdownTable > tbody > tr > td': { display: 'block' },
      '& .MarkdownTable > thead': { display: 'none' },
      '& .MarkdownTable > tbody > tr': { padding: theme.spacing(1, 0), borderBottom: `1px solid ${palette.divider}` },
      '& .MarkdownTable > tbody > tr:last-of-type': { borderBottom: 0 },
      '& .MarkdownTable > tbody > tr > td': { borderBottom: 0, padding: '2px 16px' },
      '& .MarkdownTable > tbody > tr > td:nth-of-type(2)': { minWidth: 0 },
      '& .MarkdownTable > tbody > tr > td:empty': { display: 'none' },
      // The middle columns' headers, set once per table as --col-2 and --col-3, label their cells.
      '& .MarkdownTable > tbody > tr > td:nth-of-type(2):not(:last-of-type)::before': { content: 'var(--col-2) ": "', color: palette.text.secondary },
      '& .MarkdownTable > tbody > tr > td:nth-of-type(3):not(:last-of-type)::before': { content: 'var(--col-3) ": "', color: palette.text.secondary },
    },
  };
});

/**
 * A prop, slot or method name that may break between its camelCase words (`columnGroup|HeaderHeight`)
 * and nowhere else: unbroken, the longest name set the column's width and squeezed the descriptions.
 */
function MemberName({ name }: { name: string }) {
  const words = name.split(/(?<=[a-z0-9])(?=[A-Z])/);
  return (
    <>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {word}
        </Fragment>
      ))}
    </>
  );
}

function TypeCell({ type }: { type: string }) {
  if (type.length <= LONG_TYPE) return <code>{type}</code>;
  return (
    <details>
      <summary>
        <code>{`${type.slice(0, LONG_TYPE - 10)}…`}</code>
      </summary>
      <code>{type}</code>
    </details>
  );
}

/** JSDoc markdown → sanitised HTML; the compiler supplies it so the template needs no markdown pipeline. */
export type RenderJsDoc = (markdown: string) => string;

const JsDocContext = createContext<RenderJsDoc>(() => '');

function Description({ text }: { text: string }) {
  const render = useContext(JsDocContext);
  return text ? <div dangerouslySetInnerHTML={{ __html: render(text) }} /> : null;
}

function PropRow({ prop, prefix }: { prop: ApiProp; prefix: string }) {
  const t = useT();
  return (
    <tr className={prop.deprecated ? 'api-deprecated' : undefined}>
      <td>
        <span className="api-name" id={`${prefix}-${prop.name}`}>
          <MemberName name={prop.name} />
        </span>
        {prop.required ? (
          <span className="api-required" aria-label={t('api.required')} title={t('api.required')}>
            *
          </span>
        ) : null}
        <PlanBadge plan={prop.plan} />
      </td>
      <td>
        <TypeCell type={prop.type} />
      </td>
      <td>{prop.default !== undefined ? <code>{prop.default}</code> : null}</td>
      <td>
        {prop.deprecated ? <Chip size="small" color="warning" variant="outlined" label={`${t('api.deprecated')}: ${prop.deprecated}`} sx={{ mb: 0.5, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }} /> : null}
        <Description text={prop.description} />
      </td>
    </tr>
  );
}

/** The middle columns' headers as CSS strings: on phones each cell shows its column's name before it. */
function columnLabels(headers: string[]): CSSProperties {
  return Object.fromEntries(headers.slice(1, -1).map((header, i) => [`--col-${i + 2}`, JSON.stringify(header)])) as CSSProperties;
}

/** A section of the page: its heading and a table with the given column headers. */
function ApiTable({ id, title, headers, children }: { id: string; title: string; headers: string[]; children: ReactNode }) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      <div className="MarkdownTable-scroller">
        <table className="MarkdownTable" style={columnLabels(headers)}>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}

/** An API reference page: import, props, slots, CSS classes, methods and the guides that demonstrate it. */
export function ApiPageContent({ page, importHtml, renderJsDoc }: { page: ApiPage; importHtml: string; renderJsDoc: RenderJsDoc }) {
  const t = useT();
  const propsPrefix = page.kind === 'component' ? 'prop' : 'property';
  return (
    <JsDocContext.Provider value={renderJsDoc}>
    <ApiReference>
      {page.deprecated ? <Chip color="warning" label={`${t('api.deprecated')}: ${page.deprecated}`} sx={{ mb: 2 }} /> : null}
      <h2 id={API_SECTIONS.import}>{t('api.import')}</h2>
      <HighlightedCode html={importHtml} language="tsx" />
      {page.props.length ? (
        <ApiTable
          id={API_SECTIONS.props}
          title={page.kind === 'component' ? t('api.props') : t('api.properties')}
          headers={[t('api.name'), t('api.type'), t('api.default'), t('api.description')]}
        >
          {page.props.map((prop) => (
            <PropRow key={prop.name} prop={prop} prefix={propsPrefix} />
          ))}
        </ApiTable>
      ) : null}
      {page.slots.length ? (
        <ApiTable id={API_SECTIONS.slots} title={t('api.slots')} headers={[t('api.slotName'), t('api.default'), t('api.description')]}>
          {page.slots.map((slot) => (
            <tr key={slot.name}>
              <td>
                <span className="api-name" id={`slot-${slot.name}`}>
                  <MemberName name={slot.name} />
                </span>
              </td>
              <td>{slot.defaultComponent ? <code>{slot.defaultComponent}</code> : null}</td>
              <td>
                <Description text={slot.description} />
              </td>
            </tr>
          ))}
        </ApiTable>
      ) : null}
      {page.cssClasses.length ? (
        <ApiTable id={API_SECTIONS.classes} title={t('api.cssClasses')} headers={[t('api.className'), t('api.ruleName'), t('api.description')]}>
          {page.cssClasses.map((css) => (
            <tr key={css.key}>
              <td>
                <code>.{css.className}</code>
              </td>
              <td>
                <code>{css.key}</code>
              </td>
              <td>
                <Description text={css.description} />
              </td>
            </tr>
          ))}
        </ApiTable>
      ) : null}
      {page.methods.length ? (
        <ApiTable id={API_SECTIONS.methods} title={t('api.methods')} headers={[t('api.name'), t('api.signature'), t('api.description')]}>
          {page.methods.map((method) => (
            <tr key={method.name} className={method.deprecated ? 'api-deprecated' : undefined}>
              <td>
                <span className="api-name" id={`method-${method.name}`}>
                  <MemberName name={method.name} />
                </span>
                <PlanBadge plan={method.plan} />
              </td>
              <td>
                <TypeCell type={method.signature} />
              </td>
              <td>
                <Description text={method.description} />
              </td>
            </tr>
          ))}
        </ApiTable>
      ) : null}
      {page.demos.length ? (
        <>
          <h2 id={API_SECTIONS.demos}>{t('api.demos')}</h2>
          <ul>
            {page.demos.map((demo) => (
              <li key={demo.pathname}>
                <a href={demo.pathname}>{demo.title}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ApiReference>
    </JsDocContext.Provider>
  );
}
