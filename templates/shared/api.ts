import type { Plan } from './nav';

/** The MUI X products that have API reference pages, as named in `/x/api/<product>/<slug>/`. */
export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

/** A `@param` of a callback prop or a method. */
export interface ApiParam {
  name: string;
  description: string;
}

/** A prop of a component, or a property of a documented interface. */
export interface ApiProp {
  name: string;
  /** The type as written in the declaration; long unions are kept whole for the UI to collapse. */
  type: string;
  /** From `@default`, verbatim (`[]`, `false`, `'auto'`, …). */
  default?: string;
  /** JSDoc text; markdown. */
  description: string;
  required: boolean;
  /** Present when the prop is `@deprecated`: the tag's text, never empty. */
  deprecated?: string;
  /** Set when a higher tier than the page's own adds the member (GridColDef's `aggregable` is premium). */
  plan?: Plan;
  /** From `@param`, when the prop is a documented callback. */
  params?: ApiParam[];
  /** From `@returns`. */
  returns?: string;
  /**
   * A component prop whose type, aliases resolved, is a union of string or number literals
   * (`GridDensity`, `BarSeriesType['layout']`): its values, in the declaration's order. Not shown on
   * API pages; props playgrounds make their choices of it.
   */
  literals?: (string | number)[];
}

/** A method of an API object (the members of `GridApi` that are functions). */
export interface ApiMethod {
  name: string;
  /** The function type as written, e.g. `(id: GridRowId) => GridRowModel | null`. */
  signature: string;
  description: string;
  params: ApiParam[];
  returns?: string;
  deprecated?: string;
  plan?: Plan;
}

/** A replaceable part of a component, from its `slots` prop. */
export interface ApiSlot {
  name: string;
  /** From the slot's `@default`, e.g. `TreeItem`. */
  defaultComponent?: string;
  description: string;
}

/** A key of the component's `classes` prop and the global class name it stands for. */
export interface ApiCssClass {
  key: string;
  /** `MuiRichTreeView-root`; state classes are global (`Mui-expanded`), as MUI generates them. */
  className: string;
  description: string;
}

/** A guide page that demonstrates the component. */
export interface ApiDemo {
  title: string;
  pathname: string;
}

/** One API reference page: a public component, or a documented interface of the data grid. */
export interface ApiPage {
  kind: 'component' | 'interface';
  product: ApiProduct;
  /** Kebab case of the name without an `Unstable_` prefix: `rich-tree-view`. */
  slug: string;
  /** The exported name: `RichTreeView`. */
  name: string;
  /** `/x/api/tree-view/rich-tree-view/`. */
  pathname: string;
  title: string;
  /** The declaration's JSDoc (markdown), without MUI's generated "Demos:" and "API:" link lists; may be empty. */
  description: string;
  plan?: Plan;
  /** Present when the component or interface itself is `@deprecated`. */
  deprecated?: string;
  /** The package that defines the export (re-exports by pro and premium packages don't own pages). */
  packageName: string;
  /** Import statements, most specific first: the folder entry point, the package root, then packages that re-export it. */
  imports: string[];
  /** Required first, then alphabetical. For interfaces: the members that are not methods. */
  props: ApiProp[];
  slots: ApiSlot[];
  cssClasses: ApiCssClass[];
  /** Only API objects (interfaces named `…Api`) have methods; alphabetical. */
  methods: ApiMethod[];
  demos: ApiDemo[];
}
