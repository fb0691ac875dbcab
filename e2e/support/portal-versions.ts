/**
 * What a portal serves, for the report: each remote's live release (the version in the manifest URL its
 * /config.json names, `releases/<version>/`) or, where no release is live, its configured build's package version.
 * A remote whose manifest cannot be read is reported as such; the tests say what that breaks.
 */
export async function liveRemoteVersions(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/config.json`, { signal: AbortSignal.timeout(5_000) });
  const { remotes = {} } = (await response.json()) as { remotes?: Record<string, string> };
  const entries = await Promise.all(
    Object.entries(remotes).map(async ([key, manifestUrl]): Promise<[string, string]> => {
      const release = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
      if (release) return [key, `${release} (release)`];
      try {
        const manifest = (await (await fetch(new URL(manifestUrl, baseUrl), { signal: AbortSignal.timeout(5_000) })).json()) as {
          metaData?: { buildInfo?: { buildVersion?: string } };
        };
        return [key, `${manifest.metaData?.buildInfo?.buildVersion ?? 'unknown'} (configured build)`];
      } catch {
        return [key, 'manifest unreadable'];
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** One line for a report: `marketing 0.1.0-3f9a0c2b1d (release), auth 0.1.0 (configured build), ...`. */
export const describeVersions = (versions: Record<string, string>) =>
  Object.entries(versions)
    .map(([key, version]) => `${key} ${version}`)
    .join(', ');
