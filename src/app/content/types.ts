import type { ComponentType } from 'react';
import type { PageData, SectionNav } from '../../shared/content';
import type { MdxComponents } from '../components/mdx';

/**
 * A page as the app renders it: its metadata plus either static HTML (`.md`, from its body chunk
 * or from the prerendered document) or a component (`.mdx`, in the page chunk itself).
 */
export interface PageModule {
  data: PageData;
  html?: string;
  /** In the browser, the prerendered body element when the document holds the page already. */
  prerendered?: HTMLElement;
  default?: ComponentType<{ components?: MdxComponents }>;
}

export interface NavModule {
  default: SectionNav;
}

export interface PrintableModule {
  section: string;
  title: string;
  pages: PageModule[];
}

type Lazy<T> = Record<string, () => Promise<T>>;

/** The generated table of lazy imports (see src/builder/content/emit-modules.ts). */
export interface RouteTable {
  pages: Lazy<PageModule>;
  /** The HTML of each markdown page. */
  bodies: Lazy<{ html: string }>;
  navs: Lazy<NavModule>;
  printables: Lazy<PrintableModule>;
}
