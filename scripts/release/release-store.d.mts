// Types for the e2e suite, which stores a release the way the release command does.
export function storeRelease(options: { key: string; buildDir: string; releasesDir?: string; now?: Date }): {
  version: string;
  dir: string;
  created: boolean;
};
