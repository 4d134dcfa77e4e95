// Debian's Chromium, headless, driven by playwright-core, with a throwaway profile.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';

export interface Chromium {
  context: BrowserContext;
  close: () => Promise<void>;
}

export async function launchChromium(
  options: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    /** Abort requests to any other origin: this machine reaches only loopback, so they would hang. */
    onlyOrigin?: string;
  } = {},
): Promise<Chromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'test-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: options.viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    // No background networking: this machine has no network but loopback.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const { onlyOrigin } = options;
  if (onlyOrigin)
    await context.route(
      (url) => url.origin !== onlyOrigin,
      (route) => route.abort(),
    );
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
