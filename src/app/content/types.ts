import type { ComponentType } from 'react';
import type { PageData, PageJson, SectionAnchors, SectionNav } from '../../shared/content';
import type { MdxComponents } from '../components/mdx';

/**
 * A page as the app renders it: its metadata plus either static HTML (`.md`, from its JSON file or
 * from the prerendered document) or a component (`.mdx`, in the page chunk itself).
 */
export interface PageModule {
  data: PageData;
  html?: string;
  /** In the browser, the prerendered body element when the document holds the page already. */
  prerendered?: HTMLElement;
  default?: ComponentType<{ components?: MdxComponents }>;
}

export interface PrintableModule {
  section: string;
  title: string;
  pages: PageModule[];
}

/** A JSON file: its URL in the browser (fetched), a loader in the prerender (bundled). */
export type JsonSource<T> = string | (() => Promise<T>);

/** The route table, a lazy chunk of its own: every page, sidebar and list of anchors. */
export interface RouteTable {
  /** The content's version (src/builder/content/emit-modules.ts), which build-info.json names too. */
  version: string;
  /** Markdown pages as JSON, MDX pages as chunks. */
  pages: Record<string, JsonSource<PageJson> | (() => Promise<PageModule>)>;
  navs: Record<string, JsonSource<SectionNav>>;
  anchors: Record<string, JsonSource<SectionAnchors>>;
}
