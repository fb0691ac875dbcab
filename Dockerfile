# syntax=docker/dockerfile:1
# Production images of the portal, built with the steps CI runs (.ci/run): `npm install --no-audit
# --no-fund`, then `npm run build` (every workspace's release build, scripts/build.mjs; with
# BUILD_PROFILE=release, see README "Build and start times"). Two targets:
#
#   docker build --target shell   -t portal-shell .     the shell's server: server-rendered pages, port 3000
#   docker build --target remotes -t portal-remotes .   every remote's dist/ as static files, port 8080
#
# Both are configured by the environment only (README, "Deploy"). Neither holds source maps: the build
# writes them to <package>/dist-sourcemaps/, which stays in the build stage (`docker build --target build`
# keeps them for reading stack traces), nor the build's tools: the servers' own packages (jsdom, ws, sirv)
# are installed alone, from deploy/server-runtime/ and its lock file. scripts/repo-checks/dockerfile.test.mjs
# checks that the npm scripts run here exist, that the copied files exist and that every workspace's
# manifest reaches the install step; scripts/repo-checks/server-runtime.test.mjs that the runtime install
# holds every package the servers import. Node 22: supabase-js requires it.
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# The manifests and patches first: the dependency layer is rebuilt only when one of them changes.
COPY package.json package-lock.json ./
COPY patches/ patches/
COPY supabase/rules/package.json supabase/rules/
COPY portal-manifest/package.json portal-manifest/
COPY portal-data/package.json portal-data/
COPY shared-ui/package.json shared-ui/
COPY portal-session/package.json portal-session/
COPY mfe-marketing/package.json mfe-marketing/
COPY mfe-auth/package.json mfe-auth/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-donor/package.json mfe-donor/
COPY mfe-recipient/package.json mfe-recipient/
COPY mfe-directories/package.json mfe-directories/
COPY mfe-partner/package.json mfe-partner/
COPY shell/package.json shell/
RUN npm install --no-audit --no-fund
COPY . .
# The release profile: the smallest brotli copies for what users download (local builds use a faster quality).
ENV BUILD_PROFILE=release
RUN npm run build

# What the servers import at run time and nothing else (about 17 MB instead of the build's node_modules).
FROM node:${NODE_VERSION}-bookworm-slim AS server-runtime
WORKDIR /runtime
COPY deploy/server-runtime/package.json deploy/server-runtime/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The shell's server (node shell/server/main.mjs): SUPABASE_URL, SUPABASE_ANON_KEY, REMOTE_<NAME>_URL,
# PUBLIC_URL, PORT and the rest listed at the top of shell/server/main.mjs. Its server bundle loads the
# remotes' server entries by URL at run time, so no remote's files are in this image.
FROM node:${NODE_VERSION}-bookworm-slim AS shell
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=server-runtime /runtime/node_modules node_modules/
COPY --from=build /app/portal-manifest node_modules/@donation-network/portal-manifest/
COPY --from=build /app/shell/package.json shell/
COPY --from=build /app/shell/server shell/server/
COPY --from=build /app/shell/dist shell/dist/
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "shell/server/main.mjs"]

# The remotes' files: /<folder>/ serves <folder>/dist/ (e.g. /mfe-auth/mf-manifest.json) with CORS,
# no-cache on manifests and entries and immutable content-hashed chunks. A CDN or any static host with
# the same headers can take its place. The server needs sirv (from the servers' runtime install) only.
# RELEASES_DIR (a mounted volume the release tool writes) adds each remote's versioned releases at
# /<folder>/releases/<version>/; the shell's server then reads RELEASE_POINTER=<that volume>/live.json.
FROM node:${NODE_VERSION}-bookworm-slim AS remotes
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=server-runtime /runtime/node_modules node_modules/
COPY --from=build /app/portal-manifest node_modules/@donation-network/portal-manifest/
COPY --from=build /app/shell/server/static/server.mjs /app/shell/server/static/remotes-server.mjs shell/server/static/
COPY --from=build /app/mfe-marketing/dist mfe-marketing/dist/
COPY --from=build /app/mfe-auth/dist mfe-auth/dist/
COPY --from=build /app/mfe-admin/dist mfe-admin/dist/
COPY --from=build /app/mfe-donor/dist mfe-donor/dist/
COPY --from=build /app/mfe-recipient/dist mfe-recipient/dist/
COPY --from=build /app/mfe-directories/dist mfe-directories/dist/
COPY --from=build /app/mfe-partner/dist mfe-partner/dist/
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "shell/server/static/remotes-server.mjs"]
