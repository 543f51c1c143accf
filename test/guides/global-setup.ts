import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

/** One Chromium for every example test: each test file connects to it and opens its own context. */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
